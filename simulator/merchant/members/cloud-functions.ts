/**
 * The cloud functions of app §7 in docs/spec-coverage.md (get-report, create-report, get-profile,
 * create-certificate), mounted behind the identity party's guards (a verified x-id-token, the
 * caller's own subscription, and for create-report a user_id that is the caller's), and the
 * certificate's public PDF and verification by id.
 */
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { CreateCertificateRequest, CreateReportRequest, type Certificate, type Report } from '../../../contracts/members';
import { Problem } from '../../platform/http/problem';
import { certificatePdf } from './certificate-pdf';
import { sendCertificatePage } from './certificate-page';
import { HEADLINE_TEST } from './constants';
import { resultView } from './member-handlers';
import { displayName, hasReportAddOn, headline, headlineResult, userRef, type MembersDeps } from './member-service';
import type { CertificateRow } from './members-repo';
import { subscriptionView } from './subscription-view';

const CertificateId = z.string().regex(/^MM-[0-9A-F]{32}$/);

const noHeadline = () =>
  new Problem('conflict', 'No score yet: the report and the certificate are made from the quiz bought with this subscription or from a reasoning test.', { reason: 'no-reasoning-result' });

/** GET get-report?subscription_id: the latest extended analysis report, and whether the add-on was bought. */
export function getReportHandler(deps: MembersDeps): RequestHandler {
  return (_req, res) => {
    const sub = deps.subscriptionOf(res);
    const row = deps.members.latestReport(sub.id);
    res.json({ purchased: hasReportAddOn(deps, sub), report: row ? (JSON.parse(row.body) as Report) : null });
  };
}

/** POST create-report { user_id, iq_value, subscription_id, name, email }: builds the report from the stored answers. */
export function createReportHandler(deps: MembersDeps): RequestHandler {
  return (req, res) => {
    const user = deps.userOf(res);
    const body = CreateReportRequest.parse(req.body);
    const sub = deps.subscriptionOf(res);
    if (!hasReportAddOn(deps, sub)) throw new Problem('forbidden', 'The extended analysis report is an add-on: buy it first.', { reason: 'report-not-purchased' });
    const latest = headline(deps, user);
    if (!latest) throw noHeadline();
    if (latest.iq !== body.iq_value) throw new Problem('conflict', `iq_value ${body.iq_value} is not your latest score (${latest.iq}).`, { reason: 'stale-iq-value' });
    const ref = userRef(user);
    const report: Omit<Report, 'id' | 'created_at'> = {
      subscription_id: sub.id,
      name: body.name,
      email: body.email,
      iq: latest.iq,
      iq_low: latest.iq_low,
      iq_high: latest.iq_high,
      percentile: latest.percentile,
      tests_taken: deps.results.ofUser(ref).filter((r) => r.test_id === HEADLINE_TEST).length,
      categories: deps.results.categoryTotals(ref, HEADLINE_TEST),
    };
    const row = deps.members.addReport({ user_ref: ref, subscription_id: sub.id, body: (meta): Report => ({ ...report, ...meta }) });
    res.status(201).json(JSON.parse(row.body) as Report);
  };
}

/** GET get-profile?subscription_id: the profile the members' area shows for one of the caller's subscriptions. */
export function getProfileHandler(deps: MembersDeps): RequestHandler {
  return (_req, res) => {
    const user = deps.userOf(res);
    const sub = deps.subscriptionOf(res);
    const latest = deps.results.latest(userRef(user), HEADLINE_TEST);
    res.json({
      uid: user.uid,
      name: displayName(deps, user),
      email: user.email,
      subscription_id: sub.id,
      subscription: subscriptionView(sub, new Date(deps.now())),
      latest: latest ? resultView(latest) : null,
      headline: headline(deps, user) ?? null,
    });
  };
}

function certificateView(deps: MembersDeps, row: CertificateRow): Certificate {
  const base = `${deps.serviceOrigin}/certificates/${row.id}`;
  return { id: row.id, name: row.name, iq: row.iq, iq_low: row.iq_low, iq_high: row.iq_high, issued_at: row.created_at, pdf_url: `${base}/pdf`, verify_url: base };
}

/** POST create-certificate { subscription_id, name }: the certificate of the headline score (the bought quiz's or the latest reasoning test's), one per result. */
export function createCertificateHandler(deps: MembersDeps): RequestHandler {
  return (req, res) => {
    const user = deps.userOf(res);
    const body = CreateCertificateRequest.parse(req.body);
    const sub = deps.subscriptionOf(res);
    const result = headlineResult(deps, user);
    if (!result) throw noHeadline();
    const { headline: latest } = result;
    const row = deps.members.certificateFor({
      user_ref: userRef(user),
      subscription_id: sub.id,
      name: body.name,
      iq: latest.iq,
      iq_low: latest.iq_low,
      iq_high: latest.iq_high,
      result_key: result.key,
      test_name: result.testName,
      items: result.items,
      taken_at: latest.taken_at,
    });
    res.status(201).json(certificateView(deps, row));
  };
}

function findCertificate(deps: MembersDeps, id: unknown): CertificateRow {
  const parsed = CertificateId.safeParse(id);
  const row = parsed.success ? deps.members.certificate(parsed.data) : undefined;
  if (!row) throw new Problem('not-found', 'No certificate has this id: it was not issued by this service.', { reason: 'unknown-certificate' });
  return row;
}


/** GET /certificates/:id: public verification that the id names a certificate this service issued; JSON, or a page for people. */
export function verifyCertificateHandler(deps: MembersDeps): RequestHandler {
  return (req, res) => {
    const row = findCertificate(deps, req.params.id);
    const view = certificateView(deps, row);
    res.format({
      json: () => res.json({ valid: true, ...view }),
      html: () => sendCertificatePage(res, row),
    });
  };
}

/** GET /certificates/:id/pdf: the certificate as a PDF download; the unguessable id is the capability. */
export function certificatePdfHandler(deps: MembersDeps): RequestHandler {
  return async (req, res) => {
    const row = findCertificate(deps, req.params.id);
    const pdf = await certificatePdf(row, certificateView(deps, row).verify_url);
    res.type('application/pdf').attachment(`mindmetric-certificate-${row.id}.pdf`).send(pdf);
  };
}
