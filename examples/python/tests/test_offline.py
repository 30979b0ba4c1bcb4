"""The client's offline checks and its HTTP handling, against keys and a stub server of its own."""

from __future__ import annotations

import base64
import json
import sys
import threading
import unittest
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cryptomaton_licence as cl  # noqa: E402

KEY = Ed25519PrivateKey.generate()
PUBLIC_PEM = KEY.public_key().public_bytes(Encoding.PEM, PublicFormat.SubjectPublicKeyInfo).decode()
NOW = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)


def signed(payload: dict, key: Ed25519PrivateKey = KEY) -> dict:
    """A licence file as the shop makes one: base64url JSON, Ed25519 over that string."""
    encoded = base64.urlsafe_b64encode(json.dumps(payload).encode()).rstrip(b"=").decode()
    signature = base64.urlsafe_b64encode(key.sign(encoded.encode())).rstrip(b"=").decode()
    return {"payload": encoded, "signature": signature}


def machine_file(fingerprint: str = "machine-0001", valid_until: datetime = NOW + timedelta(days=14)) -> dict:
    return signed(
        {
            "orderReference": "CM-7Q2K-9XWD",
            "licenceId": 3,
            "fingerprint": fingerprint,
            "entitlement": "cryptomaton-bot",
            "issuedAt": NOW.isoformat().replace("+00:00", "Z"),
            "validUntil": valid_until.isoformat().replace("+00:00", "Z"),
        }
    )


class OfflineLicenceFileTest(unittest.TestCase):
    def test_a_genuine_file_for_this_machine_verifies(self) -> None:
        payload = cl.verify_licence_file(machine_file(), PUBLIC_PEM, "machine-0001")
        self.assertEqual(payload["orderReference"], "CM-7Q2K-9XWD")
        self.assertTrue(cl.may_open_new_trades(machine_file(), PUBLIC_PEM, "machine-0001", NOW))

    def test_a_changed_payload_or_another_key_fails(self) -> None:
        forged = dict(machine_file())
        forged["payload"] = machine_file(valid_until=NOW + timedelta(days=999))["payload"][:-2] + "AA"
        with self.assertRaises(cl.InvalidLicenceFile):
            cl.verify_licence_file(forged, PUBLIC_PEM)
        other = signed(json.loads(base64.urlsafe_b64decode(machine_file()["payload"] + "==")), Ed25519PrivateKey.generate())
        with self.assertRaises(cl.InvalidLicenceFile):
            cl.verify_licence_file(other, PUBLIC_PEM)
        self.assertFalse(cl.may_open_new_trades(other, PUBLIC_PEM, "machine-0001", NOW))

    def test_a_file_for_another_machine_opens_no_trades(self) -> None:
        with self.assertRaises(cl.InvalidLicenceFile):
            cl.verify_licence_file(machine_file("machine-0002"), PUBLIC_PEM, "machine-0001")
        self.assertFalse(cl.may_open_new_trades(machine_file("machine-0002"), PUBLIC_PEM, "machine-0001", NOW))

    def test_a_lapsed_file_opens_no_new_trades(self) -> None:
        lapsed = machine_file(valid_until=NOW - timedelta(seconds=1))
        self.assertEqual(cl.verify_licence_file(lapsed, PUBLIC_PEM)["licenceId"], 3)
        self.assertFalse(cl.may_open_new_trades(lapsed, PUBLIC_PEM, "machine-0001", NOW))
        self.assertFalse(cl.may_open_new_trades(None, PUBLIC_PEM, "machine-0001", NOW))

    def test_the_packages_file_names_its_order_but_runs_no_machine(self) -> None:
        package = signed(
            {"kind": "package", "orderReference": "CM-1", "licenceId": 3, "entitlement": "cryptomaton-bot", "issuedAt": "2026-01-01T00:00:00.000Z"}
        )
        self.assertEqual(cl.verify_package_licence(package, PUBLIC_PEM)["orderReference"], "CM-1")
        with self.assertRaises(cl.InvalidLicenceFile):
            cl.verify_licence_file(package, PUBLIC_PEM)
        with self.assertRaises(cl.InvalidLicenceFile):
            cl.verify_package_licence(machine_file(), PUBLIC_PEM)

    def test_a_saved_file_loads_back(self) -> None:
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "licence.json"
            cl.save_licence_file(path, machine_file())
            self.assertEqual(cl.load_licence_file(path), machine_file())
            self.assertIsNone(cl.load_licence_file(Path(folder) / "missing.json"))

    def test_the_fingerprint_is_stable_and_acceptable(self) -> None:
        self.assertEqual(cl.machine_fingerprint(), cl.machine_fingerprint())
        self.assertRegex(cl.machine_fingerprint(), r"^[0-9a-f]{64}$")


class StubShop(BaseHTTPRequestHandler):
    """Answers the update check as the shop does: 200 for a known key, 4xx with a code else."""

    calls: list[tuple[str, dict]] = []

    def do_POST(self) -> None:  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["content-length"])))
        StubShop.calls.append((self.path, body))
        if body["key"] == "CM-GOOD":
            status, answer = 200, {
                "latest": {"version": "1.2.0", "channel": "stable", "changelog": "- faster", "sha256": "0" * 64, "downloadUrl": "http://x/y", "publishedAt": "2026-01-01T00:00:00.000Z"},
                "updateAvailable": True,
            }
        else:
            status, answer = 403, {"code": "revoked", "error": "Forbidden", "message": "This licence was revoked."}
        data = json.dumps(answer).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


class UpdateCheckAgainstAStubTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.server = HTTPServer(("127.0.0.1", 0), StubShop)
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()
        cls.url = f"http://127.0.0.1:{cls.server.server_address[1]}"

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.shutdown()
        cls.server.server_close()

    def test_sends_the_machine_and_version_and_reads_the_answer(self) -> None:
        client = cl.LicenceClient(self.url, "CM-GOOD", "machine-0001")
        answer = client.check_for_updates("1.0.0", channel="beta")
        self.assertTrue(answer["updateAvailable"])
        self.assertEqual(answer["latest"]["version"], "1.2.0")
        self.assertEqual(
            StubShop.calls[-1],
            ("/api/v1/updates/check", {"key": "CM-GOOD", "fingerprint": "machine-0001", "currentVersion": "1.0.0", "channel": "beta"}),
        )

    def test_a_refusal_raises_with_its_code_and_message(self) -> None:
        client = cl.LicenceClient(self.url, "CM-BAD", "machine-0001")
        with self.assertRaises(cl.LicenceError) as caught:
            client.check_for_updates("1.0.0")
        self.assertEqual((caught.exception.status, caught.exception.code), (403, "revoked"))
        self.assertEqual(caught.exception.message, "This licence was revoked.")


if __name__ == "__main__":
    unittest.main()
