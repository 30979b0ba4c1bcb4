"""Cryptomaton licence client: drop this file beside the bot.

Talks to the shop's licence API (activate, validate, deactivate, check for updates) and checks
licence files offline with the shop's Ed25519 public key. Standard library and `cryptography`
only; Python 3.11 and 3.12.

The rule the bot follows (docs/licensing.md): it runs offline on its licence file until the file
lapses (14 days after the shop signed it, by default). After that it opens no new trades, and it
never abandons positions it already holds: it keeps managing and closing them. Validating once a
day brings a fresh file, so a bot that reaches the shop now and then never lapses.
"""

from __future__ import annotations

import base64
import hashlib
import json
import platform
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import load_pem_public_key

__all__ = [
    "LicenceClient",
    "LicenceError",
    "InvalidLicenceFile",
    "DownloadMismatch",
    "machine_fingerprint",
    "verify_licence_file",
    "verify_package_licence",
    "may_open_new_trades",
    "load_licence_file",
    "save_licence_file",
]

API = "/api/v1"


class LicenceError(Exception):
    """The shop refused a call. `code` is for the program (unknown_key, revoked,
    too_many_machines, machine_deactivated, no_release, ...), `message` for a person."""

    def __init__(self, status: int, code: str | None, message: str) -> None:
        super().__init__(f"{status} {code or 'error'}: {message}")
        self.status = status
        self.code = code
        self.message = message


class InvalidLicenceFile(Exception):
    """A licence file whose signature or contents do not hold."""


class DownloadMismatch(Exception):
    """A downloaded release whose SHA-256 is not the one the update check named."""


def _b64url_decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def machine_fingerprint() -> str:
    """A stable id of this machine (never sent raw: a SHA-256 of what identifies it)."""
    for source in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
        try:
            raw = Path(source).read_text().strip()
        except OSError:
            continue
        if raw:
            break
    else:
        raw = f"{uuid.getnode():012x}-{platform.node()}"
    return hashlib.sha256(f"cryptomaton:{raw}".encode()).hexdigest()


def _public_key(pem: str | bytes) -> Ed25519PublicKey:
    key = load_pem_public_key(pem.encode() if isinstance(pem, str) else pem)
    if not isinstance(key, Ed25519PublicKey):
        raise InvalidLicenceFile("the public key is not an Ed25519 key")
    return key


def _verified_payload(licence_file: dict[str, Any], public_key_pem: str | bytes) -> dict[str, Any]:
    try:
        payload = str(licence_file["payload"])
        signature = _b64url_decode(str(licence_file["signature"]))
    except (KeyError, TypeError, ValueError) as error:
        raise InvalidLicenceFile("not a licence file") from error
    try:
        # The signature covers the payload string's bytes exactly as sent.
        _public_key(public_key_pem).verify(signature, payload.encode("ascii"))
    except (InvalidSignature, UnicodeEncodeError) as error:
        raise InvalidLicenceFile("the signature does not match") from error
    try:
        document = json.loads(_b64url_decode(payload))
    except ValueError as error:
        raise InvalidLicenceFile("the payload is not JSON") from error
    if not isinstance(document, dict):
        raise InvalidLicenceFile("the payload is not a JSON object")
    return document


def verify_licence_file(
    licence_file: dict[str, Any],
    public_key_pem: str | bytes,
    fingerprint: str | None = None,
) -> dict[str, Any]:
    """The payload of a machine's licence file (from activate or validate) once its signature
    holds and, given `fingerprint`, it names this machine. Raises InvalidLicenceFile otherwise.
    Whether it has lapsed is `may_open_new_trades`'s question."""
    payload = _verified_payload(licence_file, public_key_pem)
    for field in ("orderReference", "licenceId", "fingerprint", "entitlement", "issuedAt", "validUntil"):
        if field not in payload:
            raise InvalidLicenceFile(f"not a machine's licence file: no {field}")
    if fingerprint is not None and payload["fingerprint"] != fingerprint:
        raise InvalidLicenceFile("the licence file was made for another machine")
    return payload


def verify_package_licence(licence_file: dict[str, Any], public_key_pem: str | bytes) -> dict[str, Any]:
    """The payload of the licence.json the downloaded package carries (`kind: "package"`): it
    names the order the copy was sold to. It lets no machine run; activation does that."""
    payload = _verified_payload(licence_file, public_key_pem)
    if payload.get("kind") != "package":
        raise InvalidLicenceFile("not a package's licence file")
    return payload


def may_open_new_trades(
    licence_file: dict[str, Any] | None,
    public_key_pem: str | bytes,
    fingerprint: str,
    now: datetime | None = None,
) -> bool:
    """True while this machine's licence file is genuine and has not lapsed. When False the bot
    opens no new trades but keeps managing (and closing) the positions it holds."""
    if licence_file is None:
        return False
    try:
        payload = verify_licence_file(licence_file, public_key_pem, fingerprint)
        valid_until = _parse_time(str(payload["validUntil"]))
    except (InvalidLicenceFile, ValueError):
        return False
    return (now or datetime.now(timezone.utc)) < valid_until


def save_licence_file(path: str | Path, licence_file: dict[str, Any]) -> None:
    Path(path).write_text(json.dumps(licence_file, indent=2) + "\n")


def load_licence_file(path: str | Path) -> dict[str, Any] | None:
    try:
        return json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return None


@dataclass
class LicenceClient:
    """The shop's licence API for one key on one machine."""

    base_url: str
    key: str
    fingerprint: str
    timeout: float = 15.0

    def _call(self, method: str, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.base_url.rstrip("/") + path,
            data=data,
            method=method,
            headers={"content-type": "application/json", "accept": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                return json.loads(response.read())
        except urllib.error.HTTPError as error:
            try:
                answer = json.loads(error.read())
            except ValueError:
                answer = {}
            raise LicenceError(
                error.code, answer.get("code"), answer.get("message") or str(error.reason)
            ) from None

    def _machine(self) -> dict[str, str]:
        return {"key": self.key, "fingerprint": self.fingerprint}

    def public_key(self) -> str:
        """The shop's public key (PEM); keep a copy beside the bot: the package carries one."""
        return str(self._call("GET", f"{API}/licences/public-key")["publicKey"])

    def activate(self, name: str | None = None) -> dict[str, Any]:
        """Takes one of the licence's machine places (again on the same machine is free).
        Returns status, machinesUsed, machinesAllowed and licenceFile; raises LicenceError."""
        body = self._machine() | ({"name": name} if name else {})
        return self._call("POST", f"{API}/licences/activate", body)

    def validate(self) -> dict[str, Any]:
        """{valid: True, ..., licenceFile} with a fresh file, or {valid: False, code, message}."""
        return self._call("POST", f"{API}/licences/validate", self._machine())

    def deactivate(self) -> dict[str, Any]:
        """Frees this machine's place, for moving the bot to another machine."""
        return self._call("POST", f"{API}/licences/deactivate", self._machine())

    def check_for_updates(self, current_version: str, channel: str | None = None) -> dict[str, Any]:
        """{latest: {version, channel, changelog, sha256, downloadUrl, publishedAt},
        updateAvailable}. The link is short-lived: download at once and compare the SHA-256."""
        body = self._machine() | {"currentVersion": current_version}
        if channel:
            body["channel"] = channel
        return self._call("POST", f"{API}/updates/check", body)

    def download_update(self, latest: dict[str, Any], target: str | Path) -> Path:
        """Saves the release `check_for_updates` named and checks its SHA-256 before keeping it."""
        target = Path(target)
        partial = target.with_name(target.name + ".part")
        digest = hashlib.sha256()
        with urllib.request.urlopen(latest["downloadUrl"], timeout=self.timeout) as response:
            with partial.open("wb") as out:
                while chunk := response.read(1 << 16):
                    digest.update(chunk)
                    out.write(chunk)
        if digest.hexdigest() != latest["sha256"]:
            partial.unlink(missing_ok=True)
            raise DownloadMismatch("the downloaded release does not match its SHA-256")
        partial.replace(target)
        return target
