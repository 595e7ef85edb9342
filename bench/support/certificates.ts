import { randomUUID } from "node:crypto";
import { PDFDocument, rgb } from "pdf-lib";
import sharp from "sharp";
import { certificatePage } from "#shared/domain/certificates";
import { renderCertificatePdf, type CertificateArtwork } from "#server/certificates";
import { createMailComposer } from "#server/mail/messages";
import { createCertificateService } from "#server/services/certificates";
import { builtInDesign } from "#server/services/certificates/designs";
import { createCommit } from "#server/services/unit-of-work";
import { registration } from "#tests/support/dashboard-rows";
import { migratedTestDatabase, type TestDialect } from "#tests/support/test-database";

/** The issue's figure: certificates issued per second for a project of 500 students. */
export const benchStudents = 500;
const office = { id: "bench-office", email: "office@kodeveda.test" };

export interface IssuingRun {
  database: string;
  students: number;
  issued: number;
  emailsQueued: number;
  seconds: number;
  perSecond: number;
}

/**
 * One press of "Issue certificates" for a project whose 500 paid students a mentor ticked
 * complete: the certificates and their emails stored in one transaction, as the portal does.
 * The rows are written straight into the database: going through payments would measure them.
 */
export async function measureIssuing(dialect: TestDialect): Promise<IssuingRun> {
  const { testDatabase, database } = await migratedTestDatabase(dialect);
  try {
    const at = new Date().toISOString();
    const projectId = `bench-certificates-${randomUUID()}`;
    await database.db
      .insertInto("projects")
      .values({
        id: projectId,
        title: "Full-Stack Web Development with React and Node.js",
        status: "In Progress",
        timeline: "Dec 2026 – Jan 2027",
        description: "The benchmark's project.",
        technologies: "[]",
        objectives: "[]",
        mentor: "Sneha Iyer",
        progress: 100,
        seats: benchStudents,
        registration_open: 0,
        position: 0,
        archived_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const students = Array.from({ length: benchStudents }, () => ({
      ...registration("paid", "upi", at, { paid: at }),
      project_id: projectId,
    }));
    for (let start = 0; start < students.length; start += 100) {
      const batch = students.slice(start, start + 100);
      await database.db.insertInto("registrations").values(batch).execute();
      await database.db
        .insertInto("certificate_completions")
        .values(
          batch.map((row) => ({
            registration_id: row.id,
            note: null,
            marked_by: office.email,
            marked_at: at,
          })),
        )
        .execute();
    }
    const mail = createMailComposer({ siteUrl: "https://kodeveda.in", staffEmail: office.email });
    const service = createCertificateService(
      database,
      createCommit(database, () => undefined),
      {
        mail,
        siteUrl: "https://kodeveda.in",
        organizationId: undefined,
      },
    );
    const started = performance.now();
    const { issued } = await service.projects.issue(
      projectId,
      { designId: "", period: "24 hours" },
      office,
    );
    const seconds = (performance.now() - started) / 1000;
    const { count } = await database.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("template", "=", "certificate-issued")
      .executeTakeFirstOrThrow();
    return {
      database: dialect === "sqlite" ? "SQLite" : "PostgreSQL",
      students: benchStudents,
      issued,
      emailsQueued: Number(count),
      seconds: Number(seconds.toFixed(2)),
      perSecond: Math.round(issued / seconds),
    };
  } finally {
    await database.close();
    await testDatabase.drop();
  }
}

export interface PdfRun {
  design: string;
  kb: number;
  /** The median of the warm renders. */
  ms: number;
}

/**
 * A background as a designer exports it from Canva at 150 dpi: a soft gradient with a paper
 * grain, the kind of artwork whose PNG is a few hundred kilobytes and more.
 */
async function pictureBackground(format: "png" | "jpeg"): Promise<Uint8Array> {
  const width = 1754;
  const height = 1240;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 40;
  const grain = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % 5;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = 235 - Math.round((25 * x) / width) + grain();
      pixels[at + 1] = 232 - Math.round((20 * y) / height) + grain();
      pixels[at + 2] = 250 - grain();
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === "png"
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.jpeg({ quality: 85 }).toBuffer();
}

/** A one-page vector background, as Canva's "PDF standard" export gives one. */
async function pdfBackground(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const points = (mm: number) => (mm * 72) / 25.4;
  const page = document.addPage([
    points(certificatePage.widthMm),
    points(certificatePage.heightMm),
  ]);
  page.drawRectangle({
    x: 14,
    y: 14,
    width: page.getWidth() - 28,
    height: page.getHeight() - 28,
    borderColor: rgb(0.26, 0.22, 0.79),
    borderWidth: 6,
  });
  page.drawText("CERTIFICATE OF COMPLETION", {
    x: points(70),
    y: points(165),
    size: 28,
    color: rgb(0.26, 0.22, 0.79),
  });
  return document.save();
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The PDF's size and render time with the built-in design and with each kind of background. */
export async function measurePdfs(): Promise<PdfRun[]> {
  const content = {
    id: "KV-7X3K-9QPM",
    holderName: "प्रिया शर्मा क्षत्रिय",
    programme: "Full-Stack Web Development with React and Node.js",
    period: "5 Dec 2026 – 30 Jan 2027 · 24 hours",
    verifyUrl: "https://kodeveda.in/certificates/KV-7X3K-9QPM",
    issuedOn: "30 January 2027",
    signatory: builtInDesign.signatory,
  };
  const designs: Array<[string, CertificateArtwork]> = [
    ["built-in (no background)", builtInDesign.artwork],
    [
      "PNG background",
      {
        ...builtInDesign.artwork,
        background: { type: "image/png", bytes: await pictureBackground("png") },
      },
    ],
    [
      "JPEG background",
      {
        ...builtInDesign.artwork,
        background: { type: "image/jpeg", bytes: await pictureBackground("jpeg") },
      },
    ],
    [
      "PDF background",
      {
        ...builtInDesign.artwork,
        background: { type: "application/pdf", bytes: await pdfBackground() },
      },
    ],
  ];
  const runs: PdfRun[] = [];
  for (const [design, artwork] of designs) {
    const background = artwork.background?.bytes.length ?? 0;
    let bytes = await renderCertificatePdf([content], artwork);
    const times: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      const started = performance.now();
      bytes = await renderCertificatePdf([content], artwork);
      times.push(performance.now() - started);
    }
    runs.push({
      design: background > 0 ? `${design}, ${Math.round(background / 1024)} KB` : design,
      kb: Math.round(bytes.length / 1024),
      ms: Math.round(median(times)),
    });
  }
  return runs;
}

/** The bench report's section on certificates. */
export function certificatesSection(issuing: IssuingRun[], pdfs: PdfRun[]): string {
  return [
    `## Certificates (issue 40)`,
    "",
    `One press of "Issue certificates" for a project of ${benchStudents} paid students, all ticked complete: the certificates and their emails written in one transaction (the emails are sent by the outbox afterwards).`,
    "",
    "| Database | students | issued | emails queued | seconds | certificates/s |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...issuing.map(
      (run) =>
        `| ${run.database} | ${run.students} | ${run.issued} | ${run.emailsQueued} | ${run.seconds} | ${run.perSecond} |`,
    ),
    "",
    "A certificate's PDF, rendered when asked for (a Devanagari name, shaped by HarfBuzz; median of 7 warm renders):",
    "",
    "| Design | PDF size (KB) | render (ms) |",
    "| --- | ---: | ---: |",
    ...pdfs.map((run) => `| ${run.design} | ${run.kb} | ${run.ms} |`),
  ].join("\n");
}
