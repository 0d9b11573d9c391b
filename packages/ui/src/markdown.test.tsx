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

describe('isAllowedMarkdownUrl', () => {
  it('allows scheme-less URLs, which stay on this site', () => {
    expect(isAllowedMarkdownUrl('/api/attachments/1')).toBe(true);
    expect(isAllowedMarkdownUrl('#section')).toBe(true);
    expect(isAllowedMarkdownUrl('page?a=b:c')).toBe(true);
  });

  it('refuses empty URLs and unknown schemes', () => {
    expect(isAllowedMarkdownUrl('')).toBe(false);
    expect(isAllowedMarkdownUrl('  javascript:void(0)')).toBe(false);
    expect(isAllowedMarkdownUrl('tel:000')).toBe(false);
  });
});
