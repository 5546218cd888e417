// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '../../core/index.ts';
import { pageOf, renderForm } from '../../../test/react/render-form.tsx';
import { isAlertActive } from './alert-banner.tsx';

const alert: Field & { widget: 'alert' } = {
  widget: 'alert',
  id: 'deadline',
  severity: 'warning',
  title: 'Deadline',
  text: 'Apply by February 1.',
  startDate: '2026-11-01T00:00:00Z',
  endDate: '2026-12-01T00:00:00Z',
};

describe('AlertBanner', () => {
  it('is active from its start date (inclusive) until its end date (exclusive)', () => {
    expect(isAlertActive(alert, new Date('2026-10-31T23:59:59Z'))).toBe(false);
    expect(isAlertActive(alert, new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isAlertActive(alert, new Date('2026-11-30T23:59:59Z'))).toBe(true);
    expect(isAlertActive(alert, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('shows only while active, as a status for warnings', () => {
    const during = renderForm(pageOf([alert]), { now: () => new Date('2026-11-21T00:00:00Z') });
    expect(screen.getByRole('status').textContent).toContain('Apply by February 1.');
    during.unmount();
    renderForm(pageOf([alert]), { now: () => new Date('2027-01-01T00:00:00Z') });
    expect(screen.queryByText('Apply by February 1.')).toBeNull();
  });
});
