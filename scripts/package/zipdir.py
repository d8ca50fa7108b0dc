#!/usr/bin/env python3
"""Zips FOLDER (inside BASE) into OUT with every entry dated TIMESTAMP (Unix seconds): the same files give the same
zip. Programs (.exe, .dll) and scripts keep their execute bit for unzip on Unix.

Usage: scripts/package/zipdir.py BASE FOLDER TIMESTAMP OUT
"""
import os
import sys
import time
import zipfile


def main():
    base, folder, stamp, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    # Zip's dates run from 1980.
    date = time.gmtime(max(stamp, 315532800))[:6]
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for root, dirs, files in os.walk(os.path.join(base, folder)):
            dirs.sort()
            for name in sorted(files):
                path = os.path.join(root, name)
                entry = zipfile.ZipInfo(os.path.relpath(path, base), date)
                entry.compress_type = zipfile.ZIP_DEFLATED
                mode = 0o755 if os.access(path, os.X_OK) else 0o644
                entry.external_attr = (0o100000 | mode) << 16
                with open(path, "rb") as fh:
                    archive.writestr(entry, fh.read())


if __name__ == "__main__":
    main()
