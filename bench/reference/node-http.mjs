// Bare node:http answering one HTML page (and its gzip variant) from memory: what Node
// itself can do, with nothing in between. Usage: node node-http.mjs <folder> <port>
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const [folder = ".", port = "0"] = process.argv.slice(2);
const html = fs.readFileSync(path.join(folder, "index.html"));
const gzipped = fs.readFileSync(path.join(folder, "index.html.gz"));

http
  .createServer((req, res) => {
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? gzipped : html;
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "public, max-age=0, must-revalidate",
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    });
    res.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));
