"""The client against a running shop: CRYPTOMATON_SHOP_URL and CRYPTOMATON_LICENCE_KEY name it and
a paid licence (tests/buy_test_licence.py makes one on a shop with the test payment provider);
CRYPTOMATON_DOWNLOAD_URL and CRYPTOMATON_ORDER_REFERENCE the order's package and its licence file."""

from __future__ import annotations

import io
import json
import os
import secrets
import sys
import tempfile
import unittest
import urllib.request
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cryptomaton_licence as cl  # noqa: E402

SHOP = os.environ.get("CRYPTOMATON_SHOP_URL", "")
KEY = os.environ.get("CRYPTOMATON_LICENCE_KEY", "")
DOWNLOAD_URL = os.environ.get("CRYPTOMATON_DOWNLOAD_URL", "")
ORDER_REFERENCE = os.environ.get("CRYPTOMATON_ORDER_REFERENCE", "")


def machine() -> str:
    return f"test-machine-{secrets.token_hex(8)}"


class LiveShopTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        if not (SHOP and KEY and DOWNLOAD_URL and ORDER_REFERENCE):
            raise RuntimeError(
                "set CRYPTOMATON_SHOP_URL, CRYPTOMATON_LICENCE_KEY, CRYPTOMATON_DOWNLOAD_URL and "
                "CRYPTOMATON_ORDER_REFERENCE: tests/buy_test_licence.py prints them (README.md)"
            )
        cls.public_key = cl.LicenceClient(SHOP, KEY, machine()).public_key()

    def test_activate_validate_deactivate_on_one_machine(self) -> None:
        client = cl.LicenceClient(SHOP, KEY, machine())
        activated = client.activate(name="CI runner")
        self.assertEqual(activated["status"], "active")
        self.assertGreaterEqual(activated["machinesAllowed"], 1)
        payload = cl.verify_licence_file(activated["licenceFile"], self.public_key, client.fingerprint)
        self.assertEqual(payload["entitlement"], "cryptomaton-bot")
        self.assertTrue(cl.may_open_new_trades(activated["licenceFile"], self.public_key, client.fingerprint))
        # Activating the same machine again takes no second place.
        self.assertEqual(client.activate()["machinesUsed"], activated["machinesUsed"])

        validated = client.validate()
        self.assertTrue(validated["valid"])
        self.assertTrue(cl.may_open_new_trades(validated["licenceFile"], self.public_key, client.fingerprint))
        # A file made for this machine does not run another.
        self.assertFalse(cl.may_open_new_trades(validated["licenceFile"], self.public_key, machine()))

        self.assertTrue(client.deactivate()["deactivated"])
        refused = client.validate()
        self.assertEqual((refused["valid"], refused["code"]), (False, "machine_deactivated"))

    def test_the_machine_limit_refuses_one_machine_too_many(self) -> None:
        clients = []
        try:
            while True:
                client = cl.LicenceClient(SHOP, KEY, machine())
                try:
                    answer = client.activate()
                except cl.LicenceError as error:
                    self.assertEqual((error.status, error.code), (409, "too_many_machines"))
                    self.assertTrue(error.message)
                    break
                clients.append(client)
                self.assertLessEqual(answer["machinesUsed"], answer["machinesAllowed"])
            self.assertGreaterEqual(len(clients), 1)
        finally:
            for client in clients:
                client.deactivate()

    def test_an_unknown_key_is_refused_with_its_code(self) -> None:
        client = cl.LicenceClient(SHOP, "CM-00000-00000-00000-00000-00000", machine())
        with self.assertRaises(cl.LicenceError) as caught:
            client.activate()
        self.assertEqual((caught.exception.status, caught.exception.code), (404, "unknown_key"))
        self.assertEqual(client.validate()["code"], "unknown_key")

    def test_check_for_updates_names_a_release_whose_download_matches(self) -> None:
        client = cl.LicenceClient(SHOP, KEY, machine())
        with self.assertRaises(cl.LicenceError):
            client.check_for_updates("0.0.0")  # not activated on this machine yet
        client.activate()
        try:
            answer = client.check_for_updates("0.0.0")
            self.assertTrue(answer["updateAvailable"])
            self.assertEqual(answer["latest"]["channel"], "stable")
            with tempfile.TemporaryDirectory() as folder:
                saved = client.download_update(answer["latest"], Path(folder) / "update.zip")
                self.assertTrue(zipfile.is_zipfile(saved))
            newest = client.check_for_updates(answer["latest"]["version"])
            self.assertFalse(newest["updateAvailable"])
        finally:
            client.deactivate()

    def test_the_package_carries_a_licence_file_naming_the_order(self) -> None:
        with urllib.request.urlopen(DOWNLOAD_URL, timeout=60) as response:
            package = zipfile.ZipFile(io.BytesIO(response.read()))
        self.assertIsNone(package.testzip())
        licence = json.loads(package.read("cryptomaton/licence.json"))
        bundled_key = package.read("cryptomaton/licence-public-key.pem")
        self.assertEqual(bundled_key.decode().strip(), self.public_key.strip())
        payload = cl.verify_package_licence(licence, bundled_key)
        self.assertEqual(payload["orderReference"], ORDER_REFERENCE)


if __name__ == "__main__":
    unittest.main()
