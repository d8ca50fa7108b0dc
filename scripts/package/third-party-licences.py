#!/usr/bin/env python3
"""Writes THIRD-PARTY-LICENSES.txt for a release: every Rust library built into the game for TARGET (normal
dependencies, followed from the crate through `cargo metadata`; build tools and test-only libraries are not in the
program), its licence expression, and the licence and notice files it ships, each distinct text once.

Usage: scripts/package/third-party-licences.py TARGET OUT_FILE
"""
import hashlib
import json
import os
import re
import subprocess
import sys

LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|NOTICE|UNLICENSE|COPYRIGHT)([-_.].*)?$", re.IGNORECASE)


def main():
    target, out = sys.argv[1], sys.argv[2]
    meta = json.loads(
        subprocess.check_output(
            ["cargo", "metadata", "--format-version", "1", "--locked", "--filter-platform", target]
        )
    )
    packages = {p["id"]: p for p in meta["packages"]}
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    root = meta["resolve"]["root"]
    # What the program links: normal dependencies only ("kind": null), from the crate outwards.
    seen, todo = set(), [root]
    while todo:
        node = nodes[todo.pop()]
        for dep in node["deps"]:
            if any(k["kind"] is None for k in dep["dep_kinds"]) and dep["pkg"] not in seen:
                seen.add(dep["pkg"])
                todo.append(dep["pkg"])
    crates = sorted((packages[i] for i in seen), key=lambda p: (p["name"].lower(), p["version"]))
    texts = {}  # hash -> (text, [crate names])
    listing = []
    missing = []
    for p in crates:
        folder = os.path.dirname(p["manifest_path"])
        files = sorted(f for f in os.listdir(folder) if LICENCE_FILE.match(f) and os.path.isfile(os.path.join(folder, f)))
        keys = []
        for f in files:
            with open(os.path.join(folder, f), encoding="utf-8", errors="replace") as fh:
                text = fh.read().strip()
            key = hashlib.sha256(text.encode()).hexdigest()[:12]
            texts.setdefault(key, (text, []))[1].append(f"{p['name']} {p['version']} ({f})")
            keys.append(key)
        name = f"{p['name']} {p['version']}"
        licence = p.get("license") or "(no licence expression; see its files)"
        where = p.get("repository") or ""
        if not keys:
            missing.append(name)
        listing.append(f"{name:<44} {licence}" + (f"  {where}" if where else "") + (f"  [texts: {', '.join(keys)}]" if keys else "  [no licence file in the crate: its licence expression's standard text applies]"))
    with open(out, "w", encoding="utf-8") as fh:
        fh.write(
            "Wendellhead is built with the Rust libraries below (for %s). Each is listed with its licence, then\n"
            "every licence or notice text they ship follows once, with the libraries it came with.\n"
            "Wendellhead itself: MIT OR Apache-2.0 (LICENSE-MIT, LICENSE-APACHE). Its art, fonts and sounds: CREDITS.md.\n\n"
            % target
        )
        fh.write(f"{len(crates)} libraries\n\n")
        fh.write("\n".join(listing) + "\n")
        for key, (text, users) in sorted(texts.items(), key=lambda kv: kv[1][1][0].lower()):
            fh.write("\n" + "=" * 100 + "\n")
            fh.write(f"[{key}] from: " + "; ".join(users) + "\n")
            fh.write("=" * 100 + "\n\n" + text + "\n")
    print(f"{out}: {len(crates)} libraries, {len(texts)} distinct licence texts, {len(missing)} without a file", file=sys.stderr)


if __name__ == "__main__":
    main()
