// Custom reading texts (pure): the text rules shared by the web's instant checks and the server, the
// normalised form, word count, speech category and duplicate key of a text.
export * from "./rules.ts";
