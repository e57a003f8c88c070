use super::*;

fn temp_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dicepad-files-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[cfg(unix)]
fn mkfifo(path: &Path) -> bool {
    std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn atomic_write_replaces_and_leaves_no_temp() {
    let dir = temp_dir("replace");
    let path = dir.join("game.ron");
    write_atomic(&path, b"one").unwrap();
    write_atomic(&path, b"two").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"two");
    assert_eq!(names(&dir), ["game.ron"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_longest_legal_file_name_can_be_written() {
    // Most file systems allow 255 bytes in a name; the temp name must not add to it.
    let dir = temp_dir("long");
    for len in [236, 250, 255] {
        let name = format!("{}.png", "n".repeat(len - 4));
        write_atomic(&dir.join(&name), b"picture").unwrap_or_else(|e| panic!("{len}: {e}"));
        assert_eq!(std::fs::read(dir.join(&name)).unwrap(), b"picture");
    }
    assert!(temp_name().len() <= 43, "{}", temp_name());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn only_stale_temps_of_the_current_scheme_are_removed() {
    let dir = temp_dir("stale");
    // u32::MAX is never a process id (Linux caps them at 2^22); process 1 is always alive.
    let dead = u32::MAX;
    let keep = [
        // The user's own files, however close to ours their names are.
        ".mine.png.tmp-999999".to_string(),
        ".notes.ron.dicepad-tmp-4000000".to_string(),
        format!(".game.ron.dicepad-tmp-{dead}"),
        format!("{TEMP_PREFIX}{dead}-0123"),
        format!("{TEMP_PREFIX}{dead}-0123456789ABCDEF"),
        format!("{TEMP_PREFIX}{dead}-0123456789abcdef.png"),
        format!("x{TEMP_PREFIX}{dead}-0123456789abcdef"),
        // A live writer's temp file.
        format!("{TEMP_PREFIX}1-0123456789abcdef"),
        "notes.txt".to_string(),
    ];
    let stale = [
        format!("{TEMP_PREFIX}{dead}-0123456789abcdef"),
        format!("{TEMP_PREFIX}4000000-fedcba9876543210"),
    ];
    for n in keep.iter().chain(&stale) {
        std::fs::write(dir.join(n), b"partial").unwrap();
    }
    // A server's room writes leave the folder alone; its start-up sweep removes the same ones.
    write_atomic_unswept(&dir.join("room.ron"), b"whole").unwrap();
    let mut all: Vec<String> = keep.iter().chain(&stale).cloned().collect();
    all.push("room.ron".into());
    all.sort();
    assert_eq!(names(&dir), all);
    clean_temps(&dir);
    let mut want: Vec<String> = keep.to_vec();
    want.push("room.ron".into());
    want.sort();
    assert_eq!(names(&dir), want);
    for n in &stale {
        std::fs::write(dir.join(n), b"partial").unwrap();
    }
    write_atomic(&dir.join("game.ron"), b"whole").unwrap();
    want.push("game.ron".into());
    want.sort();
    assert_eq!(names(&dir), want);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn a_link_named_like_a_temp_file_is_not_removed() {
    let dir = temp_dir("templink");
    let name = format!("{TEMP_PREFIX}{}-0123456789abcdef", u32::MAX);
    std::os::unix::fs::symlink("notes.txt", dir.join(&name)).unwrap();
    std::fs::write(dir.join("notes.txt"), b"mine").unwrap();
    write_atomic(&dir.join("game.ron"), b"whole").unwrap();
    assert_eq!(names(&dir), [name, "game.ron".into(), "notes.txt".into()]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn saving_through_a_link_writes_its_target_and_keeps_the_link() {
    let dir = temp_dir("link");
    std::fs::create_dir(dir.join("real")).unwrap();
    let target = dir.join("real/game.ron");
    std::fs::write(&target, b"old").unwrap();
    let link = dir.join("link.ron");
    std::os::unix::fs::symlink("real/game.ron", &link).unwrap();
    write_atomic(&link, b"new").unwrap();
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(std::fs::read(&target).unwrap(), b"new");
    assert_eq!(names(&dir.join("real")), ["game.ron"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn devices_folders_and_missing_folders_are_refused_untouched_without_the_path() {
    use std::os::unix::fs::FileTypeExt;
    let e = write_atomic(Path::new("/dev/null"), b"x").unwrap_err();
    assert!(e.to_string().contains("not a regular file"), "{e}");
    assert!(
        !e.to_string().contains("/dev"),
        "the caller names the file: {e}"
    );
    assert!(std::fs::metadata("/dev/null")
        .unwrap()
        .file_type()
        .is_char_device());
    let dir = temp_dir("refuse");
    let e = write_atomic(&dir, b"x").unwrap_err();
    assert!(e.to_string().contains("not a regular file"), "{e}");
    let missing = dir.join("no/such/folder/game.ron");
    let e = write_atomic(&missing, b"x").unwrap_err();
    assert!(e.to_string().contains("does not exist"), "{e}");
    assert!(!e.to_string().contains(&*dir.to_string_lossy()), "{e}");
    assert!(!dir.join("no").exists(), "a folder was created");
    assert!(names(&dir).is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn reading_refuses_pipes_devices_and_links_to_them_at_once() {
    let dir = temp_dir("read");
    let fifo = dir.join("pipe.ron");
    if mkfifo(&fifo) {
        // Opening it would block for ever.
        assert!(matches!(read_text(&fifo, 100), Err(FileError::NotAFile)));
        std::os::unix::fs::symlink(&fifo, dir.join("to-pipe.ron")).unwrap();
        assert!(matches!(
            read_text(&dir.join("to-pipe.ron"), 100),
            Err(FileError::NotAFile)
        ));
        // Even opened directly, it does not wait for a writer.
        assert!(open_nonblocking(&fifo).is_ok());
    }
    std::os::unix::fs::symlink("/dev/zero", dir.join("zero.ron")).unwrap();
    for p in [dir.join("zero.ron"), "/dev/zero".into(), dir.clone()] {
        let e = read_bytes(&p, 100).unwrap_err();
        assert!(matches!(e, FileError::NotAFile), "{}: {e}", p.display());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn reading_checks_the_size_and_the_text() {
    let dir = temp_dir("size");
    let big = dir.join("big.ron");
    std::fs::write(&big, vec![b' '; 101]).unwrap();
    let e = read_text(&big, 100).unwrap_err();
    assert_eq!(
        e.to_string(),
        "101 bytes is too big (the limit is 100 bytes)"
    );
    assert_eq!(read_text(&big, 101).unwrap().len(), 101);
    let latin1 = dir.join("latin1.ron");
    std::fs::write(&latin1, b"(name: \"Jos\xe9\")").unwrap();
    let e = read_text(&latin1, 100).unwrap_err();
    assert_eq!(e.to_string(), "the file is not text (bad UTF-8 at byte 11)");
    let bom = dir.join("bom.ron");
    std::fs::write(&bom, b"\xEF\xBB\xBF()").unwrap();
    assert_eq!(read_text(&bom, 100).unwrap(), "()");
    let missing = read_text(&dir.join("none.ron"), 100).unwrap_err();
    assert!(missing.is_missing());
    assert_eq!(missing.to_string(), "it does not exist");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn the_same_file_is_found_through_links_and_hard_links() {
    let dir = temp_dir("same");
    let save = dir.join("game.ron");
    std::fs::write(&save, b"save").unwrap();
    std::os::unix::fs::symlink("game.ron", dir.join("soft.png")).unwrap();
    std::fs::hard_link(&save, dir.join("hard.png")).unwrap();
    std::fs::write(dir.join("other.png"), b"save").unwrap();
    for name in ["game.ron", "soft.png", "hard.png"] {
        let e = check_not_input(&dir.join(name), &save).unwrap_err();
        assert!(matches!(e, FileError::SameAsInput), "{name}");
    }
    assert!(check_not_input(&dir.join("other.png"), &save).is_ok());
    assert!(check_not_input(&dir.join("new.png"), &save).is_ok());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn a_database_path_must_be_a_regular_file_or_nothing() {
    let dir = temp_dir("db");
    assert!(check_regular_or_absent(&dir.join("history.sqlite3")).is_ok());
    std::fs::write(dir.join("h.sqlite3"), b"").unwrap();
    assert!(check_regular_or_absent(&dir.join("h.sqlite3")).is_ok());
    let fifo = dir.join("p.sqlite3");
    if mkfifo(&fifo) {
        assert!(matches!(
            check_regular_or_absent(&fifo),
            Err(FileError::NotAFile)
        ));
    }
    assert!(check_regular_or_absent(Path::new("/dev/zero")).is_err());
    assert!(check_regular_or_absent(&dir).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn keeping_aside_never_replaces_an_earlier_copy_and_moves_pipes_unopened() {
    let dir = temp_dir("aside");
    let path = dir.join("settings.ron");
    std::fs::write(&path, b"first").unwrap();
    assert_eq!(keep_aside(&path).unwrap(), dir.join("settings.ron.broken"));
    std::fs::write(&path, b"second").unwrap();
    assert_eq!(
        keep_aside(&path).unwrap(),
        dir.join("settings.ron.broken-2")
    );
    assert_eq!(
        std::fs::read(dir.join("settings.ron.broken")).unwrap(),
        b"first"
    );
    assert_eq!(
        std::fs::read(dir.join("settings.ron.broken-2")).unwrap(),
        b"second"
    );
    if mkfifo(&path) {
        assert_eq!(
            keep_aside(&path).unwrap(),
            dir.join("settings.ron.broken-3")
        );
    }
    assert!(!path.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn parser_errors_are_told_in_plain_words_on_one_line() {
    #[derive(Debug, serde::Deserialize)]
    #[allow(dead_code)]
    struct Options {
        size: u32,
    }
    #[derive(Debug, serde::Deserialize)]
    #[allow(dead_code)]
    struct File {
        options: Options,
        names: Vec<String>,
        #[serde(default)]
        seal: Option<u32>,
    }
    for text in [
        "(options: None, names: [])",
        "(options: (size: 1), names: [], seal: 5)",
        "(options: (1: 2), names: [])",
        "(options: (size: 1), names: [\"a\" \"b\"])",
        "(options: (size: -1), names: [])",
        "(names: [])",
        "(options: (size: 1), names: [\"a\nb",
        "(options: (size: 1), names: []) extra",
        "1",
    ] {
        let Err(e) = ron::from_str::<File>(text) else {
            panic!("{text} was read");
        };
        let words = ron_problem(&e);
        assert!(words.starts_with("line "), "{text}: {words}");
        for jargon in ["struct", "identifier", "r#", "`", "Expected", "\n", "Some("] {
            assert!(!words.contains(jargon), "{text}: {words}");
        }
    }
    let e = ron::from_str::<File>("(options: (size: 1), names: [\"a\" \"b\"])").unwrap_err();
    assert_eq!(ron_problem(&e), "line 1, column 34: a comma is missing");
    assert_eq!(one_line("a\nb\tc"), "a b c");
}
