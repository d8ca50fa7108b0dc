"""Serves the built web game from a folder, sending the precompressed `.br` or `.gz` copy of a file (web/build
makes them for the .wasm) with the matching Content-Encoding when the browser accepts it, as a good static host
does. Python's standard library only. Usage: python3 web/serve.py PORT DIR
"""

import http.server
import os
import sys

# Preferred first: brotli is the smaller download.
ENCODINGS = [("br", ".br"), ("gzip", ".gz")]


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".ron": "text/plain",
        ".ogg": "audio/ogg",
        ".webmanifest": "application/manifest+json",
    }

    def send_head(self):
        path = self.translate_path(self.path)
        accepted = {
            part.split(";")[0].strip().lower()
            for part in self.headers.get("Accept-Encoding", "").split(",")
        }
        if os.path.isfile(path):
            for encoding, suffix in ENCODINGS:
                if encoding in accepted and os.path.isfile(path + suffix):
                    return self.send_encoded(path, path + suffix, encoding)
        return super().send_head()

    def send_encoded(self, path, encoded, encoding):
        try:
            f = open(encoded, "rb")
        except OSError:
            return super().send_head()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(os.fstat(f.fileno()).st_size))
        # Caches must keep the copies apart per encoding.
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return f

    def end_headers(self):
        # The page is for development and checking: always the newest build.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


def main():
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    directory = sys.argv[2] if len(sys.argv) > 2 else "dist"
    handler = lambda *args, **kwargs: Handler(*args, directory=directory, **kwargs)  # noqa: E731
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"web/serve: serving {directory}/ at http://127.0.0.1:{server.server_address[1]}/", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
