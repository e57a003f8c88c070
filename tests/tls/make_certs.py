#!/usr/bin/env python3
"""Makes the TLS test files of tests/suite/net_limits.rs (run once; the files are checked in).

cert.pem + key.pem: a self-signed end-entity certificate (not a CA: rustls refuses a CA
certificate as a server's own) for localhost and 127.0.0.1, ECDSA P-256, valid from 2000-01-01
to 9999-12-31 (RFC 5280's "no expiry"), so the test never depends on the clock.
other-key.pem: a second key, which does not belong to cert.pem.
Needs Python's `cryptography` package: python3 tests/tls/make_certs.py
"""
import datetime
import ipaddress
import os

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

HERE = os.path.dirname(os.path.abspath(__file__))


def pem_key(key):
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )


def main():
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "dicepad test server")])
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(datetime.datetime(2000, 1, 1, tzinfo=datetime.timezone.utc))
        .not_valid_after(datetime.datetime(9999, 12, 31, 23, 59, 59, tzinfo=datetime.timezone.utc))
        .add_extension(
            x509.SubjectAlternativeName(
                [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
            ),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .sign(key, hashes.SHA256())
    )
    with open(os.path.join(HERE, "cert.pem"), "wb") as f:
        f.write(cert.public_bytes(serialization.Encoding.PEM))
    with open(os.path.join(HERE, "key.pem"), "wb") as f:
        f.write(pem_key(key))
    with open(os.path.join(HERE, "other-key.pem"), "wb") as f:
        f.write(pem_key(ec.generate_private_key(ec.SECP256R1())))


if __name__ == "__main__":
    main()
