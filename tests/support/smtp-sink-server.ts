import http from "node:http";
import { SmtpSink } from "./smtp-sink";

/**
 * The SMTP sink as its own process, for the end-to-end tests' server (playwright.config.ts):
 * SMTP on SMTP_SINK_PORT, and what it received as JSON on SMTP_SINK_PORT + 1 (/messages),
 * which is also the readiness check.
 */
const port = Number(process.env.SMTP_SINK_PORT ?? 0);
const sink = await new SmtpSink().start(port);
const api = http.createServer((req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  // /messages/raw: each message as it came over SMTP (base64), for its calendar parts.
  const raw = req.url === "/messages/raw";
  res.end(
    JSON.stringify(
      sink.received.map(({ to, subject, text, raw: message }) =>
        raw ? { to, subject, raw: message.toString("base64") } : { to, subject, text },
      ),
    ),
  );
});
api.listen(port + 1, "127.0.0.1");
console.log(`SMTP sink on ${sink.url}`);
const stop = () => {
  api.close();
  void sink.stop().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
