import https from "node:https";

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HttpsOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The loopback address to connect from (127.0.0.2, 127.0.0.3, …): another client. */
  localAddress?: string;
  agent?: https.Agent;
}

/**
 * A client of the site through the proxy, as a browser reaches it: TLS to `connectTo` with
 * the site's name as SNI and Host, trusting the proxy's own certificate authority. Node's
 * fetch cannot be given a CA or a source address without a dispatcher package.
 */
export function httpsClient(site: { host: string; connectTo: string; port: number; ca: string }) {
  return (path: string, options: HttpsOptions = {}): Promise<HttpsAnswer> =>
    new Promise((resolve, reject) => {
      const request = https.request(
        {
          host: site.connectTo,
          port: site.port,
          servername: site.host,
          ca: site.ca,
          path,
          method: options.method ?? "GET",
          headers: { host: site.host, ...options.headers },
          localAddress: options.localAddress,
          agent: options.agent ?? false,
          timeout: 30_000,
        },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error("no answer within 30 s")));
      request.on("error", reject);
      request.end(options.body);
    });
}

export type HttpsClient = ReturnType<typeof httpsClient>;
