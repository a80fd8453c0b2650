import { Link } from '@mui/material';

/** Only web addresses become links; anything else stored as a URL is shown as text. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

/** A stored URL (e.g. of a source): a link that opens in a new tab when it is a web address. */
export function WebAddress({ url }: { url: string }) {
  if (!isWebAddress(url)) return url;
  return (
    <Link href={url.trim()} target="_blank" rel="noopener noreferrer">
      {url}
    </Link>
  );
}
