import { brands, type Brand } from '@lender/shared';
import { renderWithProviders } from '@lender/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LegalPage, { legalTitles, type LegalPageId } from '../LegalPage.tsx';
import { communicationsPolicy } from './communications.ts';
import type { LegalDocument } from './legal-document.ts';
import { privacyPolicy } from './privacy.ts';
import { termsOfService } from './terms.ts';

// The terms can be made to fail to load, as a chunk that does not arrive would.
const mockTermsLoad = { fails: false };
jest.mock('./terms.ts', () => {
  const actual = jest.requireActual<{ termsOfService: LegalDocument }>('./terms.ts');
  return {
    get termsOfService() {
      if (mockTermsLoad.fails) throw new Error('ChunkLoadError');
      return actual.termsOfService;
    },
  };
});

const NOTE =
  'Sample text: this document is an example written for this demonstration and is not legal advice or a binding agreement.';

const pages: LegalPageId[] = ['terms', 'privacy', 'communications'];

const documents: Record<LegalPageId, LegalDocument> = {
  terms: termsOfService,
  privacy: privacyPolicy,
  communications: communicationsPolicy,
};

function renderPage(page: LegalPageId, brand: Brand, hash = '') {
  return renderWithProviders(<LegalPage page={page} />, { brand, route: `/${page}/${hash}` });
}

/** The section elements, once the document's text has loaded. */
async function sections() {
  const headings = await screen.findAllByRole('heading', { level: 2 });
  return headings.map((heading) => heading.closest('section')!);
}

it('names the three documents', () => {
  expect(legalTitles).toEqual({
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    communications: 'Electronic Communications Policy',
  });
});

describe.each(pages)('the %s page', (page) => {
  it.each([brands.own, brands.apollo])(
    'shows its title, the sample note and its sections for $id',
    async (brand) => {
      renderPage(page, brand);

      const h1 = screen.getByRole('heading', { level: 1 });
      expect(h1).toHaveTextContent(legalTitles[page]);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('note')).toHaveTextContent(NOTE);
      expect(screen.getByText('Effective date: November 1, 2026')).toBeInTheDocument();

      const all = await sections();
      expect(all.length).toBeGreaterThanOrEqual(6);
      expect(all.length).toBeLessThanOrEqual(10);
      for (const section of all) {
        // A heading, then at least one paragraph or list.
        expect(section.querySelectorAll('p, ul').length).toBeGreaterThan(0);
      }
      // No heading level is skipped: an h1, then only h2s.
      expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);

      const text = document.body.textContent;
      expect(text).toContain(brand.displayName);
      const other = brand.id === 'own' ? brands.apollo : brands.own;
      expect(text).not.toContain(other.displayName);
    },
  );

  it('lists its sections in a table of contents that links to each heading', async () => {
    renderPage(page, brands.own);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');

    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      headings.map((heading) => [heading.textContent, `#${heading.id}`]),
    );
    for (const heading of headings) expect(heading.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('ends with a contact section whose support phone is a tel: link', async () => {
    renderPage(page, brands.own);
    const contact = (await sections()).at(-1)!;

    expect(within(contact).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'contact');
    expect(contact).toHaveTextContent(brands.own.displayName);
    const phone = within(contact).getByRole('link', { name: '(800) 555-0100' });
    expect(phone).toHaveAttribute('href', 'tel:+18005550100');
  });
});

describe('a document that does not load', () => {
  afterEach(() => {
    mockTermsLoad.fails = false;
  });

  it('says so and loads it again on request', async () => {
    mockTermsLoad.fails = true;
    renderPage('terms', brands.own);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this document.");
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    expect(screen.getByRole('note')).toHaveTextContent(NOTE);
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);

    mockTermsLoad.fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect((await sections()).length).toBeGreaterThanOrEqual(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the support phone', () => {
  it.each([
    ['apollo', brands.apollo, '(800) 555-0101', 'tel:+18005550101'],
    ['hamilton', brands.hamilton, '+1 (800) 555-0102', 'tel:+18005550102'],
    ['outpost (none of its own: the fallback)', brands.outpost, '(800) 555-0100', 'tel:+18005550100'],
  ])('is the brand’s for %s', async (_name, brand, text, href) => {
    renderPage('communications', brand);
    await sections();

    const links = screen.getAllByRole('link', { name: text });
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link).toHaveAttribute('href', href);
    expect(
      screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('tel:')),
    ).toHaveLength(links.length);
  });
});

describe('the privacy page', () => {
  const scrollIntoView = jest.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterAll(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  beforeEach(() => scrollIntoView.mockClear());

  it('has a "Your privacy choices" section that explains how to opt out', async () => {
    renderPage('privacy', brands.own);
    await sections();

    const heading = screen.getByRole('heading', { level: 2, name: 'Your privacy choices' });
    expect(heading).toHaveAttribute('id', 'your-privacy-choices');
    const section = heading.closest('section')!;
    expect(section).toHaveTextContent(/opt out of the sale or sharing of your personal information/i);
    expect(section).toHaveTextContent(/limit sharing/i);
    expect(section).toHaveTextContent('select the "Your privacy options" button in the footer');
    expect(within(section).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls to and focuses the section the URL names', async () => {
    renderPage('privacy', brands.own, '#your-privacy-choices');
    await sections();

    const heading = screen.getByRole('heading', { level: 2, name: 'Your privacy choices' });
    expect(heading).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
  });

  it('scrolls there again on each navigation to it', async () => {
    const { router } = renderPage('privacy', brands.own, '#your-privacy-choices');
    await sections();
    const heading = screen.getByRole('heading', { level: 2, name: 'Your privacy choices' });
    heading.blur();

    await act(() => router.navigate('/privacy/#your-privacy-choices'));

    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(heading).toHaveFocus();
  });

  it('ignores a fragment that names no section', async () => {
    renderPage('privacy', brands.own, '#main');
    await sections();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe.each(pages)('the %s text', (page) => {
  const context = { brandName: 'Test Lender', supportPhone: '(555) 010-9999' };
  const text = documents[page](context);

  it('has 6 to 10 sections with unique slugs and something in each', () => {
    expect(text.length).toBeGreaterThanOrEqual(6);
    expect(text.length).toBeLessThanOrEqual(10);
    expect(new Set(text.map((section) => section.id)).size).toBe(text.length);
    for (const section of text) {
      expect(section.heading).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it('names the brand and its phone in the contact section', () => {
    const contact = text.find((section) => section.id === 'contact');
    expect(JSON.stringify(contact?.blocks)).toContain('Test Lender');
    expect(JSON.stringify(contact?.blocks)).toContain('(555) 010-9999');
  });
});
