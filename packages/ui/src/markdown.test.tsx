import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { isAllowedMarkdownUrl } from './markdown-urls';

describe('Markdown links', () => {
  it.each([
    ['http://example.org/a', 'http'],
    ['https://example.org/b', 'https'],
    ['irc://irc.example.org/room', 'irc'],
    ['ircs://irc.example.org/room', 'ircs'],
    ['mailto:care@example.org', 'mailto'],
    ['xmpp:doctor@example.org', 'xmpp'],
  ])('renders %s as a link opening in a new tab (%s)', (url) => {
    render(<Markdown>{`See [the page](${url}).`}</Markdown>);
    const link = screen.getByRole('link', { name: 'the page' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/file',
  ])('keeps the text but drops the link for %s', (url) => {
    render(<Markdown>{`Click [here please](${url}) now.`}</Markdown>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('here please')).toBeInTheDocument();
  });

  it('drops an autolink with a refused scheme', () => {
    render(<Markdown>{'<javascript:alert(1)>'}</Markdown>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders lists and emphasis, not raw HTML', () => {
    render(<Markdown>{'## Plan\n\n- **Rest**\n- Fluids\n\n<script>alert(1)</script>'}</Markdown>);
    expect(screen.getByRole('heading', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('Markdown from people', () => {
  it('loads no image, whatever its address, and shows only its words', () => {
    render(<Markdown>{'Dr V ![p](/api/users/device/device_1_x) ![](https://evil.example/pixel.png)'}</Markdown>);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('p')).toBeInTheDocument();
  });

  it('makes no link of a path on this site', () => {
    render(<Markdown>{'[sign in](/api/users/device/device_1_x) [top](#top) [page](page?a=b:c)'}</Markdown>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('sign in')).toBeInTheDocument();
  });

  it('renders no raw HTML element, inline or block', () => {
    render(
      <Markdown>
        {
          'Hello <img src="/api/x"> <a href="https://evil.example">pay</a>\n\n<iframe src="https://evil.example"></iframe>'
        }
      </Markdown>,
    );
    expect(document.querySelector('img, a, iframe')).toBeNull();
  });

  it('shows escaped link and image syntax as the literal words', () => {
    render(
      <Markdown>{'Dr V \\[Pay here\\]\\(https\\://evil.example/pay\\) \\!\\[p\\]\\(/api/x\\) will review'}</Markdown>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Dr V [Pay here](https://evil.example/pay) ![p](/api/x) will review')).toBeInTheDocument();
  });
});

describe('isAllowedMarkdownUrl', () => {
  it('allows absolute URLs with the spec’s protocols, in any case', () => {
    expect(isAllowedMarkdownUrl('HTTPS://example.org')).toBe(true);
    expect(isAllowedMarkdownUrl(' mailto:care@example.org')).toBe(true);
  });

  it('refuses scheme-less URLs, which would act on this site', () => {
    expect(isAllowedMarkdownUrl('/api/attachments/1')).toBe(false);
    expect(isAllowedMarkdownUrl('//evil.example/x')).toBe(false);
    expect(isAllowedMarkdownUrl('#section')).toBe(false);
    expect(isAllowedMarkdownUrl('page?a=b:c')).toBe(false);
  });

  it('refuses empty URLs and unknown schemes', () => {
    expect(isAllowedMarkdownUrl('')).toBe(false);
    expect(isAllowedMarkdownUrl('  javascript:void(0)')).toBe(false);
    expect(isAllowedMarkdownUrl('tel:000')).toBe(false);
  });
});
