import type { LighthouseRow } from "./lighthouse";

/**
 * What a bare WordPress page costs, measured side by side with ours on one machine for issue 23:
 * Debian's WordPress 6.1 with its default block theme (Twenty Twenty-Three, no plugins) showing
 * the same content as our home page; Lighthouse 12 mobile, median of 3; transfer counted by
 * Chromium. The one place for these figures: `npm run bench` prints ours beside them.
 */
export const peer = {
  name: "WordPress 6.1 (Debian), Twenty Twenty-Three, no plugins",
  performance: 100,
  fcpMs: 1197,
  lcpMs: 1317,
  transferKb: 37,
  requests: 9,
  scriptKb: 10,
  /** System fonts: no font file. */
  fontKb: 0,
  /** The home page, req/s: PHP rendering each request, and nginx's page cache in front. */
  requestsPerSecond: { plain: 34, nginxPageCache: 5000 },
} as const;

/** Our home page in the same measurement, when issue 23 was opened. */
export const oursAtIssue = {
  performance: 97,
  fcpMs: 2149,
  lcpMs: 2149,
  transferKb: 184,
  requests: 15,
  scriptKb: 116,
  fontKb: 49,
  requestsPerSecond: 24_000,
} as const;

export interface PeerComparison {
  measure: string;
  ours: number | null;
  peer: number;
  /** Ours divided by the peer's; null when either is missing or the peer's is 0. */
  ratio: number | null;
  atIssue: number;
}

function compared(
  measure: string,
  ours: number | undefined,
  peerValue: number,
  atIssue: number,
): PeerComparison {
  return {
    measure,
    ours: ours ?? null,
    peer: peerValue,
    ratio: ours === undefined || peerValue === 0 ? null : Number((ours / peerValue).toFixed(2)),
    atIssue,
  };
}

/**
 * Our home page beside the peer's: `home` is its Lighthouse row, `homeRequestsPerSecond` the
 * prerendered `/` from our server under wrk (the throughput rows are left out without it).
 */
export function comparePeer(
  home: LighthouseRow | undefined,
  homeRequestsPerSecond?: number,
): PeerComparison[] {
  const throughput =
    homeRequestsPerSecond === undefined
      ? []
      : [
          compared(
            "Server throughput, `/` (req/s), against WordPress alone",
            homeRequestsPerSecond,
            peer.requestsPerSecond.plain,
            oursAtIssue.requestsPerSecond,
          ),
          compared(
            "Server throughput, `/` (req/s), against WordPress behind nginx's page cache",
            homeRequestsPerSecond,
            peer.requestsPerSecond.nginxPageCache,
            oursAtIssue.requestsPerSecond,
          ),
        ];
  return [
    compared(
      "Lighthouse performance",
      home?.scores.performance,
      peer.performance,
      oursAtIssue.performance,
    ),
    compared("First Contentful Paint (ms)", home?.fcpMs, peer.fcpMs, oursAtIssue.fcpMs),
    compared("Largest Contentful Paint (ms)", home?.lcpMs, peer.lcpMs, oursAtIssue.lcpMs),
    compared("First-load transfer (KB)", home?.kb.total, peer.transferKb, oursAtIssue.transferKb),
    compared("Requests", home?.requests.total, peer.requests, oursAtIssue.requests),
    compared("JavaScript (KB)", home?.kb.script, peer.scriptKb, oursAtIssue.scriptKb),
    compared("Fonts (KB)", home?.kb.font, peer.fontKb, oursAtIssue.fontKb),
    ...throughput,
  ];
}

export function peerTable(comparison: PeerComparison[]): string {
  const figure = (value: number | null) => (value === null ? "n/a" : value.toLocaleString("en"));
  return [
    "| Home page | Ours | WordPress | Ours / WordPress | Ours when issue 23 was opened |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...comparison.map(
      (row) =>
        `| ${row.measure} | ${figure(row.ours)} | ${figure(row.peer)} | ${row.ratio === null ? "n/a" : `${row.ratio}×`} | ${figure(row.atIssue)} |`,
    ),
  ].join("\n");
}

export const peerNotes = `The peer is ${peer.name}, showing the same content as our home page, measured
side by side with ours on one machine for issue 23 (Lighthouse 12 mobile, median of 3; transfer
as Chromium counts it). Its figures are fixed (bench/support/peer.ts); ours come from this run:
Lighthouse's row for \`/\` and, in \`npm run bench\`, the prerendered \`/\` from our server under
wrk. A ratio above 1 means ours is the larger figure: for the timings, bytes and requests smaller
is better, for the score and the throughput larger is.`;
