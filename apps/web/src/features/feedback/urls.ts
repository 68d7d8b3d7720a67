/** URL builders of the inquiry routes (spec: /feedback, /feedback/faq, /feedback/success). */
export const feedbackUrls = {
  form: (from?: string) => (from ? `/feedback?from=${encodeURIComponent(from)}` : "/feedback"),
  faq: () => "/feedback/faq",
  success: () => "/feedback/success",
};
