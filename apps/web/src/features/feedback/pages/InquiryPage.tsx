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
import { ImageAttachments, pickImages } from "../components/ImageAttachments.tsx";
import { inquiryFrom, inquiryImageProblem, inquiryProblem } from "../inquiry-validate.ts";
import { feedbackUrls } from "../urls.ts";

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
  const contentId = useId();
  const max = { max: INQUIRY_LIMITS.imagesMax };

  const addImages = (picked: File[]) => {
    const result = pickImages(images, picked, inquiryImageProblem, INQUIRY_LIMITS.imagesMax);
    const problem = result.problem ?? (result.tooMany ? "inquiry.err_images_many" : null);
    setError(problem ? t(problem, max) : null);
    setImages(result.images);
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
        <ImageAttachments
          images={images}
          max={INQUIRY_LIMITS.imagesMax}
          accept={INQUIRY_LIMITS.imageTypes}
          addLabel={t("inquiry.add_images")}
          removeLabel={(name) => t("inquiry.remove_image", { name })}
          testId="inquiry-images"
          onPick={addImages}
          onRemove={(img) => setImages(images.filter((f) => f !== img))}
        />
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
