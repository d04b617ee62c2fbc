import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { JoinBody } from '@shared/contract/account';
import { MEMBER_TYPES, type MemberType } from '@shared/contract/account-values';
import { IconBuildingStore, IconCircleCheck, IconStethoscope } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useFormSubmit } from '../../lib/use-form-submit';
import { checkWithDeferredSchema } from '../../lib/zod-form';
import { accountSchema, loadAccountContract } from './account-schemas';
import { join } from './api/join';
import { AuthCard } from './components/auth-card';
import { FormError } from './components/form-error';
import { EMPTY_SIGNUP, type SignupValues, signupBody } from './components/signup-values';
import classes from './signup-page.module.css';

const TYPE_ICON = { medical: IconStethoscope, partner: IconBuildingStore } as const;

/**
 * The first step shows only the two account types. The later steps' fields (a select, the address
 * search dialog) and the schemas that check them (zod) load while the reader chooses, and were half
 * of the page's first-load JavaScript.
 */
const loadTerms = () => import('./components/signup-terms');
const loadInformation = () => import('./components/signup-information');
const loadConsentsSchema = accountSchema('joinConsents');
const loadJoinSchema = accountSchema('joinBody');
const SignupTerms = lazy(() => loadTerms().then((module) => ({ default: module.SignupTerms })));
const SignupInformation = lazy(() =>
  loadInformation().then((module) => ({ default: module.SignupInformation })),
);

/** Fetched ahead; a load that fails here fails again, and is handled, where the step uses it. */
function loadLaterSteps() {
  for (const load of [loadTerms, loadInformation, loadAccountContract]) load().catch(() => undefined);
}

const stepLoading = <Skeleton h={240} radius="md" />;

/** Four steps: account type → terms → information → completion (the member is then logged in). */
export default function SignupPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [joinedName, setJoinedName] = useState('');
  const form = useForm<SignupValues>({ initialValues: EMPTY_SIGNUP });

  function chooseType(memberType: MemberType) {
    loadLaterSteps();
    form.setFieldValue('memberType', memberType);
    setStep(1);
  }

  async function acceptTerms() {
    const errors = await checkWithDeferredSchema(loadConsentsSchema, form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setStep(2);
  }

  const { onSubmit, error, submitting } = useFormSubmit(form, async (values) => {
    const session = await join(signupBody(values) as JoinBody);
    setJoinedName(session.name);
    setStep(3);
  });

  const submitInformation = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await checkWithDeferredSchema(loadJoinSchema, signupBody(form.values));
    if (Object.keys(errors).length > 0) form.setErrors(errors);
    else onSubmit();
  };

  return (
    <AuthCard title={t('account.signupTitle')} width={760}>
      <Stepper
        active={step}
        size="sm"
        allowNextStepsSelect={false}
        onStepClick={(index) => index < step && step < 3 && setStep(index)}
      >
        <Stepper.Step label={t('account.stepType')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
            {MEMBER_TYPES.map((type) => {
              const Icon = TYPE_ICON[type];
              return (
                <UnstyledButton
                  key={type}
                  onClick={() => chooseType(type)}
                  data-testid={`member-type-${type}`}
                >
                  <Paper withBorder p="lg" radius="md">
                    <Group wrap="nowrap">
                      <span className={classes.icon}>
                        <Icon size={28} />
                      </span>
                      <Stack gap={2}>
                        <Text fw={700}>{t(`account.memberType.${type}`)}</Text>
                        <Text size="sm" c="dimmed">
                          {t(`account.memberTypeHint.${type}`)}
                        </Text>
                      </Stack>
                    </Group>
                  </Paper>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Stepper.Step>
        <Stepper.Step label={t('account.stepTerms')}>
          <Stack mt="md">
            <Suspense fallback={stepLoading}>
              <SignupTerms form={form} />
            </Suspense>
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep(0)}>
                {t('common.previous')}
              </Button>
              <Button onClick={() => void acceptTerms()}>{t('common.next')}</Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('account.stepInformation')}>
          <form onSubmit={(event) => void submitInformation(event)} noValidate>
            <Stack mt="md">
              <FormError message={error} />
              <Suspense fallback={stepLoading}>
                <SignupInformation form={form} />
              </Suspense>
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>
                  {t('common.previous')}
                </Button>
                <Button type="submit" loading={submitting}>
                  {t('account.signupButton')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stepper.Step>
        <Stepper.Step label={t('account.stepDone')}>
          <Stack align="center" mt="xl" gap="md" data-testid="signup-complete">
            <span className={classes.icon} data-size="lg">
              <IconCircleCheck size={40} />
            </span>
            <Text fw={700} size="xl">
              {t('account.welcome', { name: joinedName })}
            </Text>
            <Text c="dimmed">{t('account.signupDone')}</Text>
            <Group>
              <Button component={Link} to={paths.campus()}>
                {t('home.browseCourses')}
              </Button>
              <Button component={Link} to={paths.main()} variant="default">
                {t('common.backHome')}
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
      </Stepper>
    </AuthCard>
  );
}
