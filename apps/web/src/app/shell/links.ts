/** External links of the user menu (spec §2: manual is an external PDF, terms external, an inquiry form). */
export const EXTERNAL_LINKS = {
  inquiry: "mailto:support@hibiki.example?subject=Hibiki%20inquiry",
} as const;
