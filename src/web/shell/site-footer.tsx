import { Link } from "react-router";
import { NAV_LINKS } from "../../contract/site";

export function SiteFooter({ brand }: { brand: string }) {
  return (
    <footer className="mt-16 border-t border-mint-100 bg-mint-50">
      <div className="mx-auto max-w-[600px] px-4 py-8">
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => window.scrollTo({ top: 0 })}
                  className="inline-flex min-h-11 items-center text-mint-800 underline-offset-4 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-sm text-muted">
          © {new Date().getFullYear()} {brand}. Made with love for pets and their people.
        </p>
      </div>
    </footer>
  );
}
