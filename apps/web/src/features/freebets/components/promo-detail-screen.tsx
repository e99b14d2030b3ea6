import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { formatCurrency, formatFullDateTime, hasPromoDays, promoDaysText } from '@shangwe/domain';
import { Loader } from '../../../components/ui/loader';
import { useCountryConfig } from '../../../shared/country-store';
import {
  offerKeys,
  optInPromo,
  optOutPromo,
  promoQuery,
  promosQuery,
} from '../../../shared/offers-queries';
import { forgetOptIn, rememberOptIn, useOptedInPromos } from '../../../shared/promo-opt-in';
import { useSessionStore } from '../../../shared/session-store';
import { OFFER_TEXTS, awardText, promoRuleText } from './offer-texts';
import './freebets.css';
import { t, tAny } from '../../../lib/i18n';
import { PromoArt } from './promo-art';

/**
 * `/freebets/offers/{promoId}`: one promotion with its description, what it awards, its opt-in
 * rules in words and its dates. A signed-in bettor opts in here or from the slip (one promo per
 * bet: opting in here replaces another); the slip checks the rules against the bet.
 */
export function PromoDetailScreen() {
  const { promoId } = useParams();
  const id = Number(promoId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const config = useCountryConfig();
  const authenticated = useSessionStore((s) => s.authenticated);
  const client = useQueryClient();
  const detail = useQuery({ ...promoQuery(id), enabled: valid });
  // The bettor's own list says whether they opted in (the detail is the public view).
  const mine = useQuery({ ...promosQuery(true), enabled: authenticated });
  const opted = useOptedInPromos();
  const money = (n: number) => formatCurrency(n, config);

  const toggle = useMutation({
    mutationFn: async (optedIn: boolean) => {
      const promo = detail.data!.data;
      if (optedIn) {
        await optOutPromo(promo.promo_id);
        forgetOptIn(promo.promo_id);
        return;
      }
      const previous = opted[0];
      const answer = await optInPromo(promo.promo_id);
      if (previous && previous.promo_id !== promo.promo_id)
        await optOutPromo(previous.promo_id).catch(() => undefined);
      if (answer.opted_in) rememberOptIn(promo);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: offerKeys.promos() }),
  });

  let body;
  if (!valid) body = <p className="offer-message">{tAny(OFFER_TEXTS.promoNotFound)}</p>;
  else if (detail.isPending) body = <Loader label={t('Loading promotion')} />;
  else if (detail.isError) body = <p className="offer-message">{tAny(detail.error.message)}</p>;
  else {
    const { data: promo, category } = detail.data;
    const optedIn =
      mine.data?.data.find((p) => p.promo_id === promo.promo_id)?.opted_in ??
      opted.some((p) => p.promo_id === promo.promo_id);
    const rules = promo.rules
      .map((r) => promoRuleText(r, money))
      .filter((t): t is string => t !== null);
    body = (
      <article className="offer-detail" data-testid="promo-detail">
        <div className="offer-hero offer-hero--art">
          <PromoArt image={promo.image_url}>
            <span className="offer-hero__category">{category.category_name}</span>
            <span className="offer-hero__name">{promo.promo_name}</span>
            <span className="offer-hero__award">{awardText(promo.award, money)}</span>
          </PromoArt>
        </div>
        <p className="offer-note">{promo.description}</p>
        {rules.length > 0 && (
          <>
            <h2>{t('To opt in')}</h2>
            <ul className="offer-rules" data-testid="promo-rules">
              {rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </>
        )}
        <dl className="offer-facts">
          <div>
            <dt>{t('Starts')}</dt>
            <dd>{formatFullDateTime(new Date(promo.start_time), config.timezone)}</dd>
          </div>
          <div>
            <dt>{t('Ends')}</dt>
            <dd>{formatFullDateTime(new Date(promo.end_time), config.timezone)}</dd>
          </div>
          {hasPromoDays(promo.schedule_days) && (
            <div>
              <dt>{t('Runs on')}</dt>
              <dd data-testid="promo-days">
                {t('{days} only', { days: tAny(promoDaysText(promo.schedule_days)) })}
              </dd>
            </div>
          )}
        </dl>
        {authenticated ? (
          <>
            {optedIn && <p className="offer-success">{tAny(OFFER_TEXTS.optedIn)}</p>}
            {toggle.isError && (
              <p className="offer-error" role="alert">
                {tAny(toggle.error.message)}
              </p>
            )}
            <button
              type="button"
              className={optedIn ? 'offer-button offer-button--ghost' : 'offer-button'}
              data-testid="promo-opt"
              disabled={toggle.isPending || mine.isPending}
              onClick={() => toggle.mutate(optedIn)}
            >
              {tAny(optedIn ? OFFER_TEXTS.optOut : OFFER_TEXTS.optIn)}
            </button>
          </>
        ) : (
          <p className="offer-message">
            <Link to={`/login?next=${encodeURIComponent(`/freebets/offers/${promo.promo_id}`)}`}>
              {t('Login')}
            </Link>{' '}
            {t('to opt in.')}
          </p>
        )}
      </article>
    );
  }

  return (
    <div className="offer-screen">
      <Link to="/offers" className="offer-back">
        ‹ {tAny(OFFER_TEXTS.offers)}
      </Link>
      {body}
    </div>
  );
}
