import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { CertificateField, FieldPlacement } from "#shared/domain/certificates";
import type { FieldMessages } from "../../admin-api";
import type { NoticeState } from "../../projects/fields";
import {
  designInputOf,
  designPath,
  designValuesOf,
  validateDesign,
  type DesignFormView,
  type DesignValues,
} from "./design-form";
import { designsApi, type PictureKind } from "./designs-api";
import { choiceProblem, pictureOf, type PictureState } from "./picture-choice";

type WordKey = Exclude<keyof DesignValues, "layout">;

export const designText = {
  invalid: "Some fields need correcting: see the messages beside them.",
  saved: "Design saved.",
  uploaded: { background: "Background uploaded.", signature: "Signature uploaded." },
  removed: { background: "Background removed.", signature: "Signature removed." },
  waiting: "Chosen: it is uploaded when you save the design.",
} as const;

/**
 * The design form's state: its words and placements as typed, each field's error, the
 * version every save must send (each answers the next), and the two pictures. A new design
 * is saved first, then the pictures chosen meanwhile are uploaded to it.
 */
export function useDesignForm(design: DesignFormView | null) {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => designValuesOf(design));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const [designId, setDesignId] = useState(design?.id ?? null);
  // A ref beside the state: a save and its uploads, one after the other, each need the last.
  const version = useRef(design?.version ?? 0);
  const [pictures, setPictures] = useState<Record<PictureKind, PictureState>>(() => ({
    background: pictureOf(design?.backgroundType ?? null),
    signature: pictureOf(design?.signatureType ?? null),
  }));

  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const setWord = (key: WordKey, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setCell = (field: CertificateField, column: keyof FieldPlacement, value: string) =>
    setValues((current) => ({
      ...current,
      layout: { ...current.layout, [field]: { ...current.layout[field], [column]: value } },
    }));
  const move = (field: CertificateField, to: { x: number; y: number }) =>
    setValues((current) => ({
      ...current,
      layout: {
        ...current.layout,
        [field]: { ...current.layout[field], x: String(to.x), y: String(to.y) },
      },
    }));
  const setPicture = (kind: PictureKind, change: Partial<PictureState>) =>
    setPictures((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));
  const setError = (name: string, message: string | undefined) =>
    setErrors((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)),
      ...(message ? { [name]: message } : {}),
    }));

  /** Sends one picture over the current version; its refusal goes to its field. */
  async function upload(target: string, kind: PictureKind, file: File): Promise<boolean> {
    const result = await designsApi.upload(target, kind, file, version.current);
    if (!result.ok) {
      // A refused file is not the design's: the preview stops showing it.
      setPicture(kind, { chosen: null, url: null });
      const atField = result.fields[kind];
      setError(kind, atField ?? (result.status === 409 ? undefined : result.error));
      setNotice({
        text: result.status === 409 ? result.error : (atField ?? result.error),
        good: false,
      });
      return false;
    }
    version.current = result.data.version;
    setPicture(kind, { saved: file.type, chosen: null });
    return true;
  }

  async function choose(kind: PictureKind, file: File | undefined) {
    if (!file) return;
    const problem = choiceProblem(kind, file);
    setError(kind, problem ?? undefined);
    if (problem) return;
    const url = file.type.startsWith("image/") ? URL.createObjectURL(file) : null;
    if (url) urls.current.add(url);
    setPicture(kind, { chosen: file, url });
    if (designId === null) {
      setNotice({ text: designText.waiting, good: true });
      return;
    }
    setBusy(true);
    if (await upload(designId, kind, file))
      setNotice({ text: designText.uploaded[kind], good: true });
    setBusy(false);
  }

  async function remove(kind: PictureKind) {
    if (designId === null) {
      setPicture(kind, { chosen: null, url: null });
      return;
    }
    setBusy(true);
    const result = await designsApi.remove(designId, kind, version.current);
    setBusy(false);
    if (!result.ok) {
      setNotice({ text: result.error, good: false });
      return;
    }
    version.current = result.data.version;
    setPicture(kind, { saved: null, chosen: null, url: null });
    setError(kind, undefined);
    setNotice({ text: designText.removed[kind], good: true });
  }

  async function save() {
    const problems = validateDesign(values, version.current);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setNotice({ text: designText.invalid, good: false });
      return;
    }
    setBusy(true);
    const result = await designsApi.save(designId, designInputOf(values, version.current));
    if (!result.ok) {
      setBusy(false);
      setErrors(result.fields);
      setNotice({ text: result.error, good: false });
      return;
    }
    const created = designId === null;
    version.current = result.data.version;
    setDesignId(result.data.id);
    // Pictures chosen before the design existed go up now, one version after the other.
    let uploaded = true;
    for (const kind of ["background", "signature"] as const) {
      const file = pictures[kind].chosen;
      if (file && uploaded) uploaded = await upload(result.data.id, kind, file);
    }
    setBusy(false);
    if (uploaded) setNotice({ text: designText.saved, good: true });
    if (created) {
      void navigate(designPath(result.data.id), {
        replace: true,
        preventScrollReset: true,
        state: { continuing: result.data.id },
      });
    }
  }

  return {
    id,
    values,
    errors,
    notice,
    busy,
    designId,
    pictures,
    setWord,
    setCell,
    move,
    choose,
    remove,
    save,
  };
}

export type DesignForm = ReturnType<typeof useDesignForm>;
