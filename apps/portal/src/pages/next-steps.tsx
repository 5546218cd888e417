import { PARTNER, type PartnerConstants } from '@admissions/partner-config';

/**
 * The "few last steps" the submitted banner promises (§4), from the partner's constants: the
 * FAFSA with the school code, ACT and SAT scores with their codes, the interview and the dean's
 * form. Links open the partner's pages; codes are shown so they can be copied.
 */
export function NextSteps({ partner = PARTNER }: { readonly partner?: PartnerConstants }) {
  return (
    <section className="portal-next-steps" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className="portal-section-title">
        Your next steps
      </h2>
      <ol className="portal-next-steps-list">
        <li>
          <h3>Apply for financial aid</h3>
          <p>
            File the <a href={partner.financialAid.fafsaUrl}>FAFSA</a> and list{' '}
            {partner.schoolShortName} with our federal school code{' '}
            <strong className="portal-code">{partner.financialAid.fafsaCode}</strong>. More on{' '}
            <a href={partner.financialAid.url}>scholarships and financial aid</a>.
          </p>
        </li>
        <li>
          <h3>Send your test scores, if you want them considered</h3>
          <p>
            <a href={partner.act.url}>Send ACT scores</a> with code{' '}
            <strong className="portal-code">{partner.act.code}</strong>, or{' '}
            <a href={partner.sat.url}>send SAT scores</a> with code{' '}
            <strong className="portal-code">{partner.sat.code}</strong>. Scores are optional.
          </p>
        </li>
        <li>
          <h3>Schedule an interview</h3>
          <p>
            <a href={partner.interviewUrl}>Book an admission interview</a> online or by calling{' '}
            {partner.phone}.
          </p>
        </li>
        <li>
          <h3>Ask for the Dean’s form</h3>
          <p>
            If you have attended another college, ask its dean of students to complete the{' '}
            <a href={partner.deanFormUrl}>Dean’s form (PDF)</a> and send it to{' '}
            <a href={`mailto:${partner.admissionEmail}`}>{partner.admissionEmail}</a>.
          </p>
        </li>
      </ol>
    </section>
  );
}
