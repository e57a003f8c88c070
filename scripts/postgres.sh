# Sourced by scripts/test.sh: a throwaway PostgreSQL for the multi-node tests (issue 29 item 6).
# start_test_postgres: installs Debian's `postgresql` when it is missing, starts a server of its own
# in a temporary folder on a loopback port, as a user other than root (PostgreSQL refuses root), and
# exports its address as DICEPAD_TEST_POSTGRES; stop_test_postgres stops it and removes the folder.
# Does nothing when DICEPAD_TEST_POSTGRES is set already (a database of the caller's own).

PG_TEST_DIR=""
PG_TEST_BIN=""
PG_TEST_USER=""

pg_as() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u "$PG_TEST_USER" -- "$@"
    else
        "$@"
    fi
}

start_test_postgres() {
    [ -n "${DICEPAD_TEST_POSTGRES:-}" ] && return 0
    apt_install postgresql || return 1
    PG_TEST_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
    if [ -z "$PG_TEST_BIN" ] || [ ! -x "$PG_TEST_BIN/initdb" ]; then
        echo "PostgreSQL is not installed." >&2
        return 1
    fi
    PG_TEST_USER=$(id -un)
    [ "$(id -u)" -eq 0 ] && PG_TEST_USER=postgres
    PG_TEST_DIR=$(mktemp -d /tmp/dicepad-pg.XXXXXX)
    chown "$PG_TEST_USER" "$PG_TEST_DIR" || return 1
    pg_as "$PG_TEST_BIN/initdb" -D "$PG_TEST_DIR/data" -U dicepad --auth=trust -E UTF8 \
        >"$PG_TEST_DIR/initdb.log" 2>&1 || { cat "$PG_TEST_DIR/initdb.log" >&2; return 1; }
    # A test database: no sync to the disk (nothing in it outlives the run), its socket in its own
    # folder, on a loopback port (a few tried, in case one is taken).
    local port tries
    for tries in 1 2 3 4 5; do
        port=$(( 20000 + RANDOM % 20000 ))
        if pg_as "$PG_TEST_BIN/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/log" -w -t 60 \
            -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_TEST_DIR -c fsync=off -c max_connections=200" \
            start >/dev/null; then
            if pg_as "$PG_TEST_BIN/createdb" -h 127.0.0.1 -p "$port" -U dicepad dicepad; then
                export DICEPAD_TEST_POSTGRES="postgres://dicepad@127.0.0.1:$port/dicepad"
                echo "PostgreSQL for the tests: $DICEPAD_TEST_POSTGRES"
                return 0
            fi
            pg_as "$PG_TEST_BIN/pg_ctl" -D "$PG_TEST_DIR/data" -m immediate stop >/dev/null 2>&1
        fi
    done
    cat "$PG_TEST_DIR/log" >&2 2>/dev/null
    return 1
}

stop_test_postgres() {
    [ -z "$PG_TEST_DIR" ] && return 0
    pg_as "$PG_TEST_BIN/pg_ctl" -D "$PG_TEST_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PG_TEST_DIR"
    PG_TEST_DIR=""
}
