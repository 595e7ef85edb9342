/**
 * The rules an iCalendar file must keep, checked on its raw text and apart from any parser (a
 * parser forgives much that a strict calendar client does not): RFC 5545's lines, components
 * and values, and RFC 5546's restriction tables for PUBLISH (§3.2.1), REQUEST (§3.2.2) and
 * CANCEL (§3.2.5) of VEVENTs. An empty list means the file keeps them all.
 */

interface ContentLine {
  /** The first physical line of the content line, from 1. */
  at: number;
  name: string;
  parameters: Map<string, string[]>;
  value: string;
}

interface Component {
  name: string;
  at: number;
  lines: ContentLine[];
  children: Component[];
}

const utcDateTime = /^\d{8}T\d{6}Z$/;
const dateOrDateTime = /^\d{8}(T\d{6}Z?)?$/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// RFC 5545 §3.1: CONTROL is %x00-08 / %x0A-1F / %x7F; a tab is allowed.
// eslint-disable-next-line no-control-regex
const control = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/** §3.1: CRLF after every line, 75 octets at most, continuation lines start with a space. */
function physicalLines(text: string, violations: string[]) {
  if (!text.endsWith("\r\n")) violations.push("The file does not end with CRLF.");
  const lines = text.split("\r\n");
  if (lines.at(-1) === "") lines.pop();
  lines.forEach((line, index) => {
    const at = `Line ${index + 1}`;
    if (/[\r\n]/.test(line)) violations.push(`${at} has a bare CR or LF (lines end with CRLF).`);
    const octets = Buffer.byteLength(line);
    if (octets > 75) violations.push(`${at} is ${octets} octets long (75 at most).`);
    if (loneSurrogate.test(line)) violations.push(`${at} splits a character.`);
  });
  if (/^[ \t]/.test(lines[0] ?? "")) violations.push("Line 1 is a continuation line.");
  return lines;
}

/** Unfolds, then splits each content line into name, parameters and value (§3.1, §3.2). */
function contentLines(lines: string[], violations: string[]) {
  const unfolded: Array<{ at: number; text: string }> = [];
  lines.forEach((line, index) => {
    const last = unfolded.at(-1);
    if (/^[ \t]/.test(line) && last) last.text += line.slice(1);
    else unfolded.push({ at: index + 1, text: line });
  });
  return unfolded.flatMap(({ at, text }) => {
    const parsed = parseContentLine(text);
    if (!parsed) {
      violations.push(`Line ${at} is not a content line: ${JSON.stringify(text)}.`);
      return [];
    }
    if (control.test(parsed.value)) violations.push(`Line ${at} has a control character.`);
    return [{ at, ...parsed }];
  });
}

function parseContentLine(text: string) {
  const name = /^[A-Za-z0-9-]+/.exec(text)?.[0];
  if (!name) return undefined;
  const parameters = new Map<string, string[]>();
  let rest = text.slice(name.length);
  while (rest.startsWith(";")) {
    const key = /^;([A-Za-z0-9-]+)=/.exec(rest);
    if (!key?.[1]) return undefined;
    rest = rest.slice(key[0].length);
    const values: string[] = [];
    for (;;) {
      // §3.1: a quoted value holds no DQUOTE; an unquoted one no DQUOTE, ";", ":" or ",".
      const value = /^"([^"]*)"|^[^";:,]*/.exec(rest);
      if (!value || control.test(value[0])) return undefined;
      values.push(value[1] ?? value[0]);
      rest = rest.slice(value[0].length);
      if (!rest.startsWith(",")) break;
      rest = rest.slice(1);
    }
    parameters.set(key[1].toUpperCase(), values);
  }
  if (!rest.startsWith(":")) return undefined;
  return { name: name.toUpperCase(), parameters, value: rest.slice(1) };
}

/** BEGIN and END, balanced, into a tree under one VCALENDAR. */
function components(lines: ContentLine[], violations: string[]) {
  const top: Component[] = [];
  const open: Component[] = [];
  for (const line of lines) {
    const current = open.at(-1);
    if (line.name === "BEGIN") {
      const component = { name: line.value.toUpperCase(), at: line.at, lines: [], children: [] };
      (current ? current.children : top).push(component);
      open.push(component);
    } else if (line.name === "END") {
      if (current?.name !== line.value.toUpperCase()) {
        violations.push(`Line ${line.at}: END:${line.value} does not close ${current?.name}.`);
      }
      open.pop();
    } else if (current) current.lines.push(line);
    else violations.push(`Line ${line.at}: ${line.name} is outside any component.`);
  }
  for (const unclosed of open) violations.push(`${unclosed.name} is never closed.`);
  if (top.length !== 1 || top[0]?.name !== "VCALENDAR") {
    violations.push("The file is not exactly one VCALENDAR.");
  }
  return top[0];
}

const named = (component: Component, name: string) =>
  component.lines.filter((line) => line.name === name);
const childrenNamed = (component: Component, name: string) =>
  component.children.filter((child) => child.name === name);

/** Each entry: how many times a property may appear, as RFC 5545 or a method's table says. */
type Presence = "1" | "0 or 1" | "1+" | "0";
function presence(component: Component, rules: Record<string, Presence>, where: string) {
  const violations: string[] = [];
  for (const [name, rule] of Object.entries(rules)) {
    const count = named(component, name).length;
    const ok =
      rule === "1"
        ? count === 1
        : rule === "0 or 1"
          ? count <= 1
          : rule === "1+"
            ? count >= 1
            : count === 0;
    if (!ok) violations.push(`${where}: ${name} appears ${count} times (must be ${rule}).`);
  }
  return violations;
}

/** RFC 5545 §3.6.1 for any VEVENT, before a method's table asks for more. */
const eventRules: Record<string, Presence> = {
  UID: "1",
  DTSTAMP: "1",
  ...Object.fromEntries(
    [
      "CLASS",
      "CREATED",
      "DESCRIPTION",
      "DTSTART",
      "GEO",
      "LAST-MODIFIED",
      "LOCATION",
      "ORGANIZER",
      "PRIORITY",
      "SEQUENCE",
      "STATUS",
      "SUMMARY",
      "TRANSP",
      "URL",
      "RECURRENCE-ID",
      "DTEND",
      "DURATION",
    ].map((name) => [name, "0 or 1" as const]),
  ),
};

/** RFC 5546's tables: what each method adds to RFC 5545's rules for a VEVENT. */
const methodRules: Record<string, { rules: Record<string, Presence>; statuses: string[] }> = {
  PUBLISH: {
    rules: { DTSTART: "1", ORGANIZER: "1", SUMMARY: "1", ATTENDEE: "0", "REQUEST-STATUS": "0" },
    statuses: ["TENTATIVE", "CONFIRMED", "CANCELLED"],
  },
  REQUEST: {
    rules: { ATTENDEE: "1+", DTSTART: "1", ORGANIZER: "1", SUMMARY: "1", "REQUEST-STATUS": "0" },
    statuses: ["TENTATIVE", "CONFIRMED"],
  },
  CANCEL: {
    // ATTENDEE: "MUST include some or all Attendees" whether the event or some of them go.
    rules: { ATTENDEE: "1+", ORGANIZER: "1", SEQUENCE: "1", "REQUEST-STATUS": "0" },
    statuses: ["CANCELLED"],
  },
};

const escapedText = /^(?:[^\\;,]|\\[\\;,nN])*$/;

function eventViolations(event: Component, method: string | undefined) {
  const where = `VEVENT at line ${event.at}`;
  const table = method ? methodRules[method] : undefined;
  const violations = presence(event, { ...eventRules, ...table?.rules }, where);
  if (!method && named(event, "DTSTART").length !== 1) {
    violations.push(`${where}: DTSTART is required without METHOD (RFC 5545 §3.6.1).`);
  }
  if (named(event, "DTEND").length && named(event, "DURATION").length) {
    violations.push(`${where}: DTEND and DURATION together.`);
  }
  if (method === "CANCEL" && childrenNamed(event, "VALARM").length) {
    violations.push(`${where}: a CANCEL carries no VALARM.`);
  }
  for (const line of event.lines) {
    if (line.name === "DTSTAMP" && !utcDateTime.test(line.value)) {
      violations.push(`Line ${line.at}: DTSTAMP ${line.value} is not in UTC (…Z).`);
    }
    if (["DTSTART", "DTEND"].includes(line.name)) {
      if (!dateOrDateTime.test(line.value)) {
        violations.push(`Line ${line.at}: ${line.name} ${line.value} is not a date or time.`);
      }
      if (line.parameters.has("TZID") && line.value.endsWith("Z")) {
        violations.push(`Line ${line.at}: a UTC time has no TZID (RFC 5545 §3.2.19).`);
      }
    }
    if (["SUMMARY", "DESCRIPTION", "LOCATION", "UID"].includes(line.name)) {
      if (!escapedText.test(line.value)) {
        violations.push(`Line ${line.at}: ${line.name} is not escaped TEXT (§3.3.11).`);
      }
    }
    if (["ORGANIZER", "ATTENDEE"].includes(line.name) && method) {
      if (!/^mailto:[^\s@]+@[^\s@]+$/i.test(line.value)) {
        violations.push(`Line ${line.at}: ${line.name} is not a mailto: address (RFC 6047 §2.3).`);
      }
    }
    if (line.name === "STATUS") {
      const allowed = table?.statuses ?? ["TENTATIVE", "CONFIRMED", "CANCELLED"];
      if (!allowed.includes(line.value)) {
        violations.push(`Line ${line.at}: STATUS:${line.value} (${allowed.join("/")} here).`);
      }
    }
  }
  return violations;
}

function timeZoneViolations(calendar: Component, all: ContentLine[]) {
  const violations: string[] = [];
  const defined = new Set<string>();
  for (const zone of childrenNamed(calendar, "VTIMEZONE")) {
    const where = `VTIMEZONE at line ${zone.at}`;
    violations.push(...presence(zone, { TZID: "1" }, where));
    const tzid = named(zone, "TZID")[0]?.value;
    if (tzid) defined.add(tzid);
    const rules = zone.children.filter((child) => ["STANDARD", "DAYLIGHT"].includes(child.name));
    if (!rules.length) violations.push(`${where} has no STANDARD or DAYLIGHT.`);
    for (const rule of rules) {
      const ruleAt = `${rule.name} at line ${rule.at}`;
      violations.push(
        ...presence(rule, { DTSTART: "1", TZOFFSETFROM: "1", TZOFFSETTO: "1" }, ruleAt),
      );
    }
  }
  for (const line of all) {
    for (const tzid of line.parameters.get("TZID") ?? []) {
      if (!defined.has(tzid)) violations.push(`Line ${line.at}: TZID ${tzid} has no VTIMEZONE.`);
    }
  }
  return violations;
}

export function icsRuleViolations(text: string): string[] {
  const violations: string[] = [];
  const lines = contentLines(physicalLines(text, violations), violations);
  const calendar = components(lines, violations);
  if (!calendar) return violations;

  violations.push(
    ...presence(
      calendar,
      { VERSION: "1", PRODID: "1", CALSCALE: "0 or 1", METHOD: "0 or 1" },
      "VCALENDAR",
    ),
  );
  if (named(calendar, "VERSION")[0]?.value !== "2.0") violations.push("VERSION is not 2.0.");
  const calscale = named(calendar, "CALSCALE")[0]?.value;
  if (calscale && calscale !== "GREGORIAN") violations.push(`CALSCALE:${calscale}.`);
  if (!calendar.children.length) violations.push("The VCALENDAR has no component.");

  const method = named(calendar, "METHOD")[0]?.value;
  if (method && !(method in methodRules)) violations.push(`METHOD:${method} is not checked here.`);
  const events = childrenNamed(calendar, "VEVENT");
  if (method && !events.length) violations.push(`A ${method} carries no VEVENT.`);
  if (method === "REQUEST" || method === "CANCEL") {
    const uids = new Set(events.map((event) => named(event, "UID")[0]?.value));
    if (uids.size > 1) {
      violations.push(`The VEVENTs of a ${method} have ${uids.size} UIDs (RFC 5546 §3.2).`);
    }
    const others = calendar.children.filter(
      (child) => !["VEVENT", "VTIMEZONE"].includes(child.name) && !child.name.startsWith("X-"),
    );
    for (const other of others) violations.push(`A ${method} of VEVENTs carries a ${other.name}.`);
  }
  for (const event of events) violations.push(...eventViolations(event, method));
  violations.push(...timeZoneViolations(calendar, lines));
  return violations;
}
