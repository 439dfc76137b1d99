import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import type { BonusesViewModel } from './BonusesViewModel.ts';

/** The promo code field, its check and what the code gives. */
export const PromoCodeForm = observer(function PromoCodeForm({ vm }: { vm: BonusesViewModel }) {
  const { t } = useTranslation(['bonuses', 'errors']);
  const { promo } = vm;

  function submit(event: FormEvent) {
    event.preventDefault();
    void promo.check();
  }

  return (
    <section className="page-section" aria-labelledby="promo-title">
      <h2 id="promo-title" className="page-section__title">
        {t('promo.title')}
      </h2>
      <form className="promo-form" onSubmit={submit} noValidate>
        <TextField
          label={t('promo.label')}
          value={promo.code}
          onValueChange={(text) => promo.typeCode(text)}
          error={promo.error ? t(promo.error.key, { ...promo.error.params }) : null}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <Button type="submit" busy={promo.checking}>
          {t('promo.check')}
        </Button>
      </form>
      {promo.found ? (
        <Card className="promo-found" role="status">
          <h3 className="card__title">{promo.found.name}</h3>
          {promo.found.description ? <p className="page-text">{promo.found.description}</p> : null}
          {promo.claimable ? (
            <div className="card__actions">
              <Button busy={vm.claiming} onClick={() => void vm.claimPromo()}>
                {vm.isLoggedIn ? t('promo.deposit') : t('promo.signUp')}
              </Button>
            </div>
          ) : null}
        </Card>
      ) : null}
    </section>
  );
});
