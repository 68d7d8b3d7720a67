import { Spinner } from "@web/components/Spinner.tsx";
import { closeTopModal, isTopModal, pushModal, removeModal, zIndexOf } from "@web/lib/modal-stack.ts";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useScreenSearchQuery } from "../api.ts";
import { AudioButton } from "../components/AudioButton.tsx";
import { InflectionNote } from "../components/InflectionNote.tsx";
import { MeaningsJa } from "../components/MeaningsJa.tsx";
import { WordBookButton } from "../components/WordBookButton.tsx";
import "../i18n.ts";
import { dictionaryUrls } from "../urls.ts";
import type { PickedWord } from "./pick-word.ts";
import { placePopup } from "./popup-position.ts";

/** Japanese meanings the popup shows (the entry page has them all). */
const POPUP_MEANINGS = 4;

/**
 * The pen's lookup popup next to the picked word (screen-search-word): headword, IPA, audio, the first
 * Japanese meanings, add to the word book and a link to the full entry. A non-modal dialog on the modal
 * stack: it takes focus when it opens, Escape or the close button closes it and gives focus back, a
 * pointer press outside closes it.
 * @param props - the picked word with its box, and the close handler
 * @returns the popup (in a portal on the body)
 */
export default function PenPopup({ picked, onClose }: { picked: PickedWord; onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const [zIndex, setZIndex] = useState<number | undefined>(undefined);
  const query = useScreenSearchQuery(picked.word);
  const entry = query.data?.entry ?? null;
  const [rect, setRect] = useState(picked.rect);
  const place = placePopup(rect, { width: window.innerWidth, height: window.innerHeight });

  // The popup stays beside its word when the page scrolls or the window resizes.
  useEffect(() => {
    const anchor = picked.anchor;
    if (!anchor) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const box = anchor.getBoundingClientRect();
        if (box.width > 0 || box.height > 0)
          setRect({ left: box.left, top: box.top, width: box.width, height: box.height });
      });
    };
    window.addEventListener("scroll", follow, { capture: true, passive: true });
    window.addEventListener("resize", follow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", follow, { capture: true });
      window.removeEventListener("resize", follow);
    };
  }, [picked.anchor]);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let giveBack = false;
    const id = pushModal(true, () => {
      giveBack = true;
      closeRef.current();
    });
    setZIndex(zIndexOf(id));
    panel.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && isTopModal(id) && closeTopModal()) e.stopPropagation();
    };
    const onOutside = (e: PointerEvent) => {
      if (e.target instanceof Node && panel.current?.contains(e.target)) return;
      if (isTopModal(id)) closeRef.current();
    };
    window.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside, true);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside, true);
      removeModal(id);
      if (giveBack) before?.focus({ preventScroll: true });
    };
  }, []);

  const closeByButton = () => {
    closeTopModal();
  };

  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-label={t("dict.popup_label", { word: picked.word })}
      tabIndex={-1}
      className="pen-popup"
      data-testid="pen-popup"
      data-word={picked.word}
      data-pen-ignore=""
      style={{
        left: place.left,
        width: place.width,
        top: place.top,
        bottom: place.bottom,
        maxHeight: place.maxHeight,
        zIndex,
      }}
    >
      <div className="pen-popup-head">
        <h2 lang="en" className="pen-popup-word">
          {entry?.word ?? picked.word}
        </h2>
        {entry?.ipa && (
          <span className="dict-ipa" lang="en" data-testid="pen-ipa" title={t("dict.ipa")}>
            /{entry.ipa}/
          </span>
        )}
        <button
          type="button"
          className="pen-popup-close"
          aria-label={t("dict.close")}
          onClick={closeByButton}
        >
          ×
        </button>
      </div>
      {query.isPending && (
        <div className="pen-popup-body" aria-live="polite">
          <Spinner />
          <span className="sr-only">{t("dict.searching")}</span>
        </div>
      )}
      {query.isError && (
        <div className="pen-popup-body" role="alert">
          <p>{t("dict.load_failed")}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t("dict.retry")}
          </button>
        </div>
      )}
      {query.isSuccess && !entry && (
        <div className="pen-popup-body" data-testid="pen-not-found">
          <p>{t("dict.popup_not_found", { word: picked.word })}</p>
          <Link to={dictionaryUrls.search(picked.word, 1)} onClick={onClose}>
            {t("dict.popup_search")}
          </Link>
        </div>
      )}
      {entry && (
        <div className="pen-popup-body">
          <InflectionNote inflection={entry.inflection} />
          <MeaningsJa meanings={entry.meanings_ja} max={POPUP_MEANINGS} testId="pen-meanings" />
          {entry.meanings_ja.length === 0 && entry.senses_en[0] && (
            <p lang="en" className="dict-definition">
              {entry.senses_en[0].definition}
            </p>
          )}
          <div className="pen-popup-actions">
            <AudioButton entry={entry} testId="pen-audio" />
            <WordBookButton entry={entry} testId="pen-add-word-book" />
          </div>
          <Link
            to={dictionaryUrls.search(entry.word, 1)}
            className="pen-popup-more"
            data-testid="pen-more"
            onClick={onClose}
          >
            {t("dict.more")} ›
          </Link>
        </div>
      )}
    </div>,
    document.body,
  );
}
