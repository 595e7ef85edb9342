import { useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "#app/components/button";
import { campaignsApi } from "./campaigns-api";

/** Makes a draft from the latest published posts, then opens it to be checked and sent. */
export function StartFromPosts({ onAlert }: { onAlert: (alert: string) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    const result = await campaignsApi.fromPosts();
    setBusy(false);
    if (!result.ok) {
      onAlert(result.error);
      return;
    }
    await navigate(`/admin/newsletter/${result.data.campaign.id}`, {
      state: { notice: "A draft made from the latest posts: read it through before sending." },
    });
  }

  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void start()}
      className={buttonClass("outline")}
    >
      Start from the latest posts
    </button>
  );
}
