import type { SessionPlace } from "#shared/domain/sessions";
import { useHydrated } from "#app/hooks/useHydrated";
import { FieldError, fieldAria } from "../posts/post-field";
import { TextField } from "../projects/fields";
import type { SessionFieldsForm } from "./useSessionForm";

const places: ReadonlyArray<[SessionPlace, string]> = [
  ["venue", "At a venue"],
  ["online", "Online"],
];

/**
 * A session's fields: its title, its day and times on India's clock, and where it happens.
 * The venue's fields or the meeting link follow the chosen place by CSS alone (`:has` on the
 * checked radio), so the right ones show before React runs; once it does, the other place's
 * fields are also `hidden`, out of the way of screen readers and of a tab through the form.
 */
export function SessionFields({ form }: { form: SessionFieldsForm }) {
  const hydrated = useHydrated();
  const { values, field, fieldId, errors } = form;
  const placeErrorId = `${fieldId("place")}-error`;
  const hiddenUnless = (place: SessionPlace) => (hydrated ? values.place !== place : undefined);
  return (
    <div className="group/place space-y-6">
      <TextField {...field("title")} label="Title" maxLength={120} />
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField {...field("date")} label="Date" type="date" />
        <TextField {...field("startTime")} label="Start time" type="time" />
        <TextField {...field("endTime")} label="End time" type="time" />
      </div>
      <fieldset {...fieldAria({ errorId: placeErrorId, error: errors.place })}>
        <legend className="font-medium text-slate-900">Place</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {places.map(([place, label]) => (
            <label key={place} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="place"
                value={place}
                checked={values.place === place}
                onChange={() => form.setPlace(place)}
                className="size-5"
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={placeErrorId} message={errors.place} />
      </fieldset>
      <div
        hidden={hiddenUnless("venue")}
        className="grid gap-6 group-has-[input[value=online]:checked]/place:hidden sm:grid-cols-2"
      >
        <TextField {...field("venueName")} label="Venue name" maxLength={120} />
        <TextField
          {...field("mapUrl")}
          label="Map link"
          hint="Optional: a Google Maps link, starting with https://"
          maxLength={500}
        />
        <div className="sm:col-span-2">
          <TextField {...field("venueAddress")} label="Address" rows={2} maxLength={300} />
        </div>
      </div>
      <div
        hidden={hiddenUnless("online")}
        className="hidden group-has-[input[value=online]:checked]/place:block"
      >
        <TextField
          {...field("onlineUrl")}
          label="Meeting link"
          hint="Only paid students see it: on their ticket and in their emails."
          maxLength={500}
        />
      </div>
    </div>
  );
}
