// Serves a built folder with web/serve.py on a free port, as a player serving dist/ would (precompressed files
// with their Content-Encoding). Shared by the browser check (check.mjs) and the download measure (measure.mjs).
import { spawn } from "node:child_process";
import { resolve } from "node:path";

/** Starts the server for `dist`; resolves to `{ url, server }` once it listens. `onLog` gets its request log. */
export async function serve(dist, onLog = () => {}) {
  const server = spawn("python3", [resolve("web/serve.py"), "0", dist], { stdio: ["ignore", "pipe", "pipe"] });
  server.stderr.on("data", (chunk) => {
    for (const line of String(chunk).split("\n")) if (line.trim()) onLog(line);
  });
  const url = await new Promise((found, failed) => {
    let said = "";
    server.stdout.on("data", (chunk) => {
      said += chunk;
      const match = said.match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (match) found(match[0]);
    });
    server.on("exit", (code) => failed(new Error(`web/serve stopped (exit ${code}) before serving`)));
  });
  return { url, server };
}
