import { INQUIRY_LIMITS, opinionFeedback } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { FieldLimit } from "@web/components/FieldLimit.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { ApiError } from "@web/lib/errors.ts";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { postImageForm } from "../api.ts";
import "../feedback.css";
import "../inquiry-i18n.ts";
import { inquiryFrom, inquiryImageProblem, inquiryProblem } from "../inquiry-validate.ts";
import { feedbackUrls } from "../urls.ts";

const fileKey = (f: File) => `${f.name}:${f.size}:${f.lastModified}`;

/**
 * /feedback: the inquiry form (spec "Feedback (general)"): the message (required, trimmed, at most 1000
 * characters, limit and counter shown while typing) and up to 3 images; the first problem is shown before
 * anything is sent, a second press while sending does nothing; on success the student lands on
 * /feedback/success. `from` (e.g. from=home) is sent along.
 * @returns the page
 */
export default function InquiryPage() {
  const { t } = useTranslation();
  usePageTitle(t("inquiry.title"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [content, setContent] = useState("");
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const contentId = useId();
  const max = { max: INQUIRY_LIMITS.imagesMax };

  const addImages = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    if (fileInput.current) fileInput.current.value = "";
    const bad = picked.map(inquiryImageProblem).find((p) => p !== null);
    const good = picked.filter((f) => inquiryImageProblem(f) === null);
    const fresh = good.filter((f) => !images.some((g) => fileKey(g) === fileKey(f)));
    const room = INQUIRY_LIMITS.imagesMax - images.length;
    setError(bad ? t(bad, max) : fresh.length > room ? t("inquiry.err_images_many", max) : null);
    setImages([...images, ...fresh.slice(0, Math.max(0, room))]);
  };

  const submit = async () => {
    if (sending.current) return;
    const problem = inquiryProblem({ content, images });
    if (problem) {
      setError(
        t(
          problem,
          problem === "inquiry.err_content_long"
            ? { max: INQUIRY_LIMITS.contentMax.toLocaleString("en-US") }
            : max,
        ),
      );
      return;
    }
    setError(null);
    sending.current = true;
    setBusy(true);
    try {
      const fields = { content: content.trim(), from: inquiryFrom(params.get("from")), client_name: "web" };
      await postImageForm(opinionFeedback, fields, images);
      void navigate(feedbackUrls.success(), { replace: true });
    } catch (err) {
      const text = err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : "";
      setError(text || t("inquiry.err_send"));
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <section className="inquiry page-narrow" aria-labelledby="inquiry-title">
      <h1 id="inquiry-title">{t("inquiry.title")}</h1>
      <p>{t("inquiry.lead")}</p>
      <p>
        <Link to={feedbackUrls.faq()} data-testid="inquiry-faq-link">
          {t("inquiry.faq_link")}
        </Link>
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={contentId}>{t("inquiry.content")}</label>
          <textarea
            id={contentId}
            className="fb-text"
            rows={8}
            value={content}
            placeholder={t("inquiry.content_hint")}
            aria-describedby={`${contentId}-limit`}
            aria-invalid={Boolean(error) || undefined}
            data-testid="inquiry-content"
            onChange={(e) => setContent(e.currentTarget.value)}
          />
          <FieldLimit id={`${contentId}-limit`} value={content.trim()} max={INQUIRY_LIMITS.contentMax} />
        </div>
        <p>{t("inquiry.images", max)}</p>
        <ul className="fb-images">
          {images.map((img) => (
            <li key={fileKey(img)}>
              <span>{img.name}</span>{" "}
              <Button
                variant="ghost"
                className="btn-sm"
                aria-label={t("inquiry.remove_image", { name: img.name })}
                onClick={() => setImages(images.filter((f) => f !== img))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
        {images.length < INQUIRY_LIMITS.imagesMax && (
          <label className="btn btn-secondary btn-sm">
            {t("inquiry.add_images")}
            <input
              ref={fileInput}
              type="file"
              className="sr-only"
              multiple
              accept={INQUIRY_LIMITS.imageTypes.join(",")}
              data-testid="inquiry-images"
              onChange={(e) => addImages(e.currentTarget.files)}
            />
          </label>
        )}
        {error && (
          <p className="form-error" role="alert" data-testid="inquiry-error">
            {error}
          </p>
        )}
        <div className="inquiry-actions">
          <Button type="submit" busy={busy} data-testid="inquiry-submit">
            {t("inquiry.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
