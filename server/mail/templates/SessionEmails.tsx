import { Button, Heading, Link, Text } from "@react-email/components";
import { buttonStyle, EmailLayout, paragraph } from "./EmailLayout";

/** A session as an email to a paid student describes it: worded when the email is queued. */
export interface SessionLine {
  title: string;
  /** "Sat, 5 Dec 2026, 10:00 am – 12:00 pm IST". */
  when: string;
  /** The venue and its address, or "Online". */
  where: string;
  mapUrl: string | null;
  /** Only ever in an email to a student whose registration is paid. */
  onlineUrl: string | null;
  cancelled: boolean;
}

/** The student's ticket: its page, and the sessions it admits them to. */
export interface TicketLink {
  url: string;
  sessions: SessionLine[];
}

const heading = { fontSize: "20px" } as const;
const quiet = { ...paragraph, color: "#475569", fontSize: "13px" } as const;

function SessionDetails({ session }: { session: SessionLine }) {
  return (
    <Text style={{ ...paragraph, margin: "0 0 12px" }}>
      <strong>{session.cancelled ? `${session.title} (cancelled)` : session.title}</strong>
      <br />
      {session.when}
      <br />
      {session.where}
      {session.mapUrl && (
        <>
          {" · "}
          <Link href={session.mapUrl}>Map</Link>
        </>
      )}
      {session.onlineUrl && !session.cancelled && (
        <>
          <br />
          Join: <Link href={session.onlineUrl}>{session.onlineUrl}</Link>
        </>
      )}
    </Text>
  );
}

/** The receipt's part about what comes next: the ticket and every session. */
export function TicketSection({ ticket }: { ticket: TicketLink }) {
  return (
    <>
      <Heading as="h2" style={{ fontSize: "17px" }}>
        Your ticket and sessions
      </Heading>
      <Text style={paragraph}>
        Show your ticket at the door: it has a QR code, and every session with its time and place.
      </Text>
      <Button href={ticket.url} style={buttonStyle}>
        Open your ticket
      </Button>
      {ticket.sessions.length > 0 ? (
        <>
          {ticket.sessions.map((session) => (
            <SessionDetails key={`${session.title}-${session.when}`} session={session} />
          ))}
          <Text style={quiet}>
            The sessions are attached as a calendar invitation: your calendar adds them, and moves
            them if we do.
          </Text>
        </>
      ) : (
        <Text style={paragraph}>
          The dates of the sessions are not set yet: we will email you each one as soon as it is.
        </Text>
      )}
    </>
  );
}

/** Before a session: when, where, and the ticket. */
export function SessionReminder({
  studentName,
  projectTitle,
  session,
  ticketUrl,
  siteUrl,
}: {
  studentName: string;
  projectTitle: string;
  session: SessionLine;
  ticketUrl: string;
  siteUrl: string;
}) {
  return (
    <EmailLayout preview={`${session.title}: ${session.when}`} siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        Reminder: {session.title}
      </Heading>
      <Text style={paragraph}>
        Hello {studentName}, this is a reminder of the next session of {projectTitle}.
      </Text>
      <SessionDetails session={session} />
      <Button href={ticketUrl} style={buttonStyle}>
        Open your ticket
      </Button>
    </EmailLayout>
  );
}

/** A session moved, its place changed, or it was cancelled: with the calendar's update. */
export function SessionChanged({
  studentName,
  projectTitle,
  session,
  previous,
  ticketUrl,
  siteUrl,
}: {
  studentName: string;
  projectTitle: string;
  session: SessionLine;
  /** When and where it was, for a session that moved. */
  previous: { when: string; where: string } | null;
  ticketUrl: string;
  siteUrl: string;
}) {
  const title = session.cancelled ? "Session cancelled" : "Session moved";
  return (
    <EmailLayout preview={`${title}: ${session.title}`} siteUrl={siteUrl}>
      <Heading as="h1" style={heading}>
        {title}: {session.title}
      </Heading>
      <Text style={paragraph}>
        Hello {studentName},{" "}
        {session.cancelled
          ? `the session "${session.title}" of ${projectTitle} will not take place. Your calendar removes it when you open the attached cancellation.`
          : `the session "${session.title}" of ${projectTitle} has changed. Your calendar moves it when you open the attached update.`}
      </Text>
      {previous && !session.cancelled && (
        <Text style={quiet}>
          It was: {previous.when}, {previous.where}
        </Text>
      )}
      <SessionDetails session={session} />
      <Button href={ticketUrl} style={buttonStyle}>
        Open your ticket
      </Button>
    </EmailLayout>
  );
}

/** New sessions of a project the student has paid for: with the invitation to them. */
export function SessionsAdded({
  studentName,
  projectTitle,
  sessions,
  ticketUrl,
  siteUrl,
}: {
  studentName: string;
  projectTitle: string;
  sessions: SessionLine[];
  ticketUrl: string;
  siteUrl: string;
}) {
  const one = sessions.length === 1;
  return (
    <EmailLayout
      preview={`${projectTitle}: ${one ? "a new session" : "new sessions"}`}
      siteUrl={siteUrl}
    >
      <Heading as="h1" style={heading}>
        {one ? "A new session" : `${sessions.length} new sessions`}: {projectTitle}
      </Heading>
      <Text style={paragraph}>
        Hello {studentName}, {one ? "a session has" : "sessions have"} been added to {projectTitle}.
        The attached invitation adds {one ? "it" : "them"} to your calendar.
      </Text>
      {sessions.map((session) => (
        <SessionDetails key={`${session.title}-${session.when}`} session={session} />
      ))}
      <Button href={ticketUrl} style={buttonStyle}>
        Open your ticket
      </Button>
    </EmailLayout>
  );
}
