"""Rebuilds chatterbot-en.txt and chatterbot-zh.txt from chatterbot-corpus on PyPI.

    python3 scripts/train-head/data/fetch-chatterbot-corpus.py

Downloads the source distribution of one pinned version with pip, refuses it unless its
sha256 and its licence file's sha256 are the recorded ones, and writes one sentence a line
from the English and the Chinese conversations: stripped, deduplicated and sorted, so the
same package always gives the same files (their sha256 are in sources.json, which
`npm run train:head` checks). Needs pip and PyYAML (`pip install pyyaml`).
"""

import hashlib
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SOURCES = json.loads((HERE / "sources.json").read_text(encoding="utf-8"))
SOURCE = SOURCES["chatterbot-corpus"]

# botprofile: the bot telling about itself ("I am a chatbot") reads like a fact about the
# writer, which the head must not learn as nothing. coding: program listings, not sentences.
LEFT_OUT = {"botprofile.yml", "coding.yml"}
# Shorter lines are single words or letters (trivia answers); longer ones are paragraphs.
LENGTHS = {"english": (8, 160), "chinese": (3, 80)}
OUTPUTS = {"english": "chatterbot-en.txt", "chinese": "chatterbot-zh.txt"}


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def download(folder: Path) -> Path:
    subprocess.run(
        [sys.executable, "-m", "pip", "download", f"chatterbot-corpus=={SOURCE['version']}",
         "--no-deps", "--no-binary", ":all:", "--dest", str(folder), "--quiet"],
        check=True,
    )
    (archive,) = folder.glob("*.tar.gz")
    if sha256(archive.read_bytes()) != SOURCE["sha256"]:
        sys.exit(f"{archive.name}: sha256 is not the recorded {SOURCE['sha256']}")
    return archive


def sentences(archive: tarfile.TarFile, language: str) -> list[str]:
    low, high = LENGTHS[language]
    found: set[str] = set()
    prefix = f"chatterbot_corpus-{SOURCE['version']}/chatterbot_corpus/data/{language}/"
    for member in sorted(archive.getmembers(), key=lambda m: m.name):
        name = member.name.removeprefix(prefix)
        if not member.name.startswith(prefix) or "/" in name or name in LEFT_OUT:
            continue
        data = yaml.safe_load(archive.extractfile(member).read().decode("utf-8"))
        for conversation in data.get("conversations", []):
            for line in conversation:
                text = " ".join(str(line).split())
                if "\n" in str(line).strip() or "`" in text or not low <= len(text) <= high:
                    continue
                found.add(text)
    return sorted(found)


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        with tarfile.open(download(Path(folder))) as archive:
            licence = archive.extractfile(
                f"chatterbot_corpus-{SOURCE['version']}/{SOURCE['licenceFile']}").read()
            if sha256(licence) != SOURCE["licenceSha256"]:
                sys.exit(f"licence file: sha256 is not the recorded {SOURCE['licenceSha256']}")
            (HERE / "chatterbot-corpus-LICENSE.md").write_bytes(licence)
            for language, output in OUTPUTS.items():
                text = "".join(f"{line}\n" for line in sentences(archive, language))
                (HERE / output).write_text(text, encoding="utf-8")
                digest = sha256(text.encode())
                recorded = SOURCE["outputs"].get(output, {}).get("sha256")
                verdict = "as recorded" if digest == recorded else "NOT as recorded in sources.json"
                print(f"{output}: {text.count(chr(10))} lines, sha256 {digest} ({verdict})")


if __name__ == "__main__":
    main()
