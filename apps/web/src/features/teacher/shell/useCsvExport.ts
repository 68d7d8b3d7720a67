import { useState } from "react";
import { downloadText } from "./download.ts";

/**
 * A CSV export button's behaviour: fetch the file, save it, and say it is busy meanwhile (a failed fetch
 * shows its toast from the request layer).
 * @param fetchCsv - fetches the file name and text
 * @returns whether it is busy, and the handler for the button
 */
export function useCsvExport(fetchCsv: () => Promise<{ filename: string; csv: string }>): {
  exporting: boolean;
  handleExport: () => Promise<void>;
} {
  const [exporting, setExporting] = useState(false);
  const handleExport = async () => {
    setExporting(true);
    try {
      const { filename, csv } = await fetchCsv();
      downloadText(filename, csv);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, handleExport };
}
