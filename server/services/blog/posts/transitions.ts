import { blogMessages } from "#shared/domain/blog";
import { ServiceRefusal } from "../../errors";
import type { Actor } from "../../unit-of-work";
import type { PostChanges } from "./changes";
import { indianDate } from "./records";

/** A post going live now or at a time, and coming off the blog again. */
export function postTransitions({ change }: PostChanges) {
  return {
    publish(id: number, version: number, by: Actor) {
      return change(id, version, by, (unit, current) => {
        unit.audit({ actor: by, action: "blog.published", subject: current.title });
        return Promise.resolve({
          status: "published" as const,
          publish_at: null,
          // A post published again keeps the date it first had.
          published_on:
            current.status === "draft" || current.status === "scheduled"
              ? indianDate(unit.now)
              : current.published_on,
        });
      });
    },

    schedule(id: number, version: number, publishAt: Date, by: Actor) {
      return change(id, version, by, (unit, current) => {
        if (publishAt.getTime() <= unit.now.getTime()) {
          throw new ServiceRefusal("invalid", blogMessages.scheduleInPast);
        }
        unit.audit({
          actor: by,
          action: "blog.scheduled",
          subject: current.title,
          detail: publishAt.toISOString(),
        });
        return Promise.resolve({
          status: "scheduled" as const,
          publish_at: publishAt.toISOString(),
        });
      });
    },

    unpublish(id: number, version: number, by: Actor) {
      return change(id, version, by, (unit, current) => {
        unit.audit({ actor: by, action: "blog.unpublished", subject: current.title });
        return Promise.resolve({ status: "unpublished" as const, publish_at: null });
      });
    },
  };
}
