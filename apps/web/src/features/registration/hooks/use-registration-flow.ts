import {
  REGISTRATION_FIELDS as F,
  REGISTRATION_SECTION_FIELDS,
  type RegistrationFieldName,
  type RegistrationFormContext,
  type RegistrationSection,
} from '@playfair/contracts/registration';
import {
  EMAIL_VALIDATION_DEBOUNCE_MS,
  FORM_VALIDATOR_DELAY_MS,
  PASSWORD_CHECK_DEBOUNCE_MS,
  POSTAL_CHECK_DEBOUNCE_MS,
  POSTAL_SPECIAL_COUNTRY_IDS,
  postalBlockedRegionCheckApplies,
} from '@playfair/domain/constants';
import { normalisePostalCode } from '@playfair/domain/registration-countries';
import { normaliseMobile, numericOnly, ZEmail } from '@playfair/domain/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { useTimers } from '../../../shared/hooks/use-timers';
import { currentPath, loadPage } from '../../../shared/navigation/page-load';
import { postcodeQueryOptions } from '../api/check-postcode';
import { type RegistrationSubmitAnswer, useSubmitRegistration } from '../api/submit-registration';
import { validateEmailQueryOptions } from '../api/validate-email';
import { useValidateMobile } from '../api/validate-mobile';
import { useVerifySms } from '../api/verify-sms';
import { pushToDataLayer } from '../model/data-layer';
import {
  afterSms,
  canRequestVerification,
  currentVerification,
  isMobileVerified,
  MOBILE_IDLE,
  type MobileVerification,
  mobileIdentity,
  mobileRefusalMessage,
  unansweredVerification,
} from '../model/mobile-verification';
import { registrationResolver } from '../model/registration-resolver';
import {
  initialRegistrationValues,
  isRegistrationFormField,
  type RegistrationFormField,
  type RegistrationValues,
} from '../model/registration-values';
import {
  isLastSection,
  nextSection,
  previousSection,
  type RegistrationStep,
} from '../model/sections';
import {
  type FailureMessage,
  failureMessage,
  outcomeOfSuccess,
  UNANSWERED_FAILURE,
} from '../model/submit-outcome';
import {
  isRegistrationTextKey,
  registrationStatusTextKey,
  type RegistrationTextKey,
} from '../text-keys';

/** A server check of one value: pending until it answers; an answer for an old value is dropped. */
type RemoteCheck = { value: string; isPending: boolean; problem: RegistrationTextKey | null };

/** spec 001 §5: numeric-only inputs strip non-digits (HR keeps 9). */
const NUMERIC_FIELDS: ReadonlySet<RegistrationFieldName> = new Set([
  F.mobile,
  F.mobileVerificationCode,
  F.identityDocumentNumber,
  F.depositLimit,
]);

/** Chosen, not typed: their problem shows at once. */
const CHOSEN_FIELDS: ReadonlySet<RegistrationFieldName> = new Set([
  F.mobilePrefix,
  F.dobDay,
  F.dobMonth,
  F.dobYear,
  F.sex,
  F.country,
  F.state,
  F.district,
  F.department,
  F.identityDocumentType,
  F.marketingConsent,
  F.groupMarketingConsent,
  F.termsConsented,
  F.privacyConsented,
]);

export type FieldBinding = {
  name: RegistrationFormField;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The text of the problem to show now, or null. */
  error: string | null;
};

export type RegistrationFlowOptions = {
  action: string;
  /** An approved bank-ID order (SGA): posted with the form, which registers its person. */
  bankIdOrder?: string;
  context: RegistrationFormContext;
  locale: string;
  /** spec 001 §5: the postal blocked-region check is not made under MINCETUR. */
  isMincetur: boolean;
  /** Called on Continue, Back and the fourth section (the heading takes focus). */
  onNavigate: () => void;
};

function emailProblemOf(code: number | undefined): RegistrationTextKey {
  // spec 001 §5 / §8: 42 exists, 111 invalid, 146 provider blocked; anything else is status 44.
  return (code === undefined ? null : registrationStatusTextKey(code)) ?? 'registration_status_44';
}

function postalKey(countryId: string, postcode: string): string {
  return `${countryId}|${normalisePostalCode(postcode)}`;
}

/**
 * The registration form's state and rules (spec 001 §2, §4, §5): react-hook-form holds the values,
 * judged by the contract's schema of the visible section (the server runs the same checks); the
 * debounced checks, the mobile verification and the submit. Continue is enabled only when every field of the visible section
 * passes the shared schema and its server checks.
 */
export function useRegistrationFlow({
  action,
  bankIdOrder,
  context,
  locale,
  isMincetur,
  onNavigate,
}: RegistrationFlowOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const timers = useTimers();
  const [step, setStep] = useState<RegistrationStep>(1);
  const section: RegistrationSection | null = step === 4 ? null : step;
  // The schema of the section on screen judges (the fourth has no fields: the third's stays).
  const judgedSection = section ?? 3;
  const resolver = useMemo(
    () => registrationResolver(context, judgedSection),
    [context, judgedSection],
  );
  const [defaultValues] = useState(() => initialRegistrationValues(context));
  const form = useForm<RegistrationValues>({
    defaultValues,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, {
    resolver,
    // spec 001 §9: the form validator shows a problem once typing has paused for 1200 ms.
    delayMs: FORM_VALIDATOR_DELAY_MS,
    fields: () => REGISTRATION_SECTION_FIELDS[judgedSection],
  });
  const values = useWatch({ control: form.control }) as RegistrationValues;
  const [emailCheck, setEmailCheck] = useState<RemoteCheck | null>(null);
  const [postalCheck, setPostalCheck] = useState<RemoteCheck | null>(null);
  const [checkedPassword, setCheckedPassword] = useState('');
  const [verification, setVerification] = useState<MobileVerification>(MOBILE_IDLE);
  const [formMessage, setFormMessage] = useState<FailureMessage | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);

  const validateMobile = useValidateMobile();
  const verifySms = useVerifySms(locale);
  const submit = useSubmitRegistration();

  const number = mobileIdentity(values[F.mobilePrefix], values[F.mobile]);
  const mobile = currentVerification(verification, number);
  const emailValue = values[F.email].trim();
  const currentEmailCheck = emailCheck?.value === emailValue ? emailCheck : null;
  const currentPostalCheck =
    postalCheck?.value === postalKey(values[F.country], values[F.postalCode]) ? postalCheck : null;

  function remoteProblem(name: RegistrationFieldName): RegistrationTextKey | null {
    if (name === F.email) return currentEmailCheck?.problem ?? null;
    if (name === F.postalCode) return currentPostalCheck?.problem ?? null;
    return null;
  }

  /** The server's verdict on the field, else its check's, else the schema's once shown. */
  function errorOf(name: RegistrationFormField): string | null {
    const remote = remoteProblem(name);
    return (
      feedback.serverError(name) ?? (remote === null ? null : t(remote)) ?? feedback.errorText(name)
    );
  }

  const isEmailSettled =
    currentEmailCheck !== null &&
    !currentEmailCheck.isPending &&
    currentEmailCheck.problem === null;
  const isPostalSettled = currentPostalCheck === null || !currentPostalCheck.isPending;

  /** The section on screen passes the schema (its judgement), the server's verdicts and checks. */
  function isSectionValid(current: RegistrationSection): boolean {
    const fields = REGISTRATION_SECTION_FIELDS[current] as readonly RegistrationFormField[];
    if (!feedback.canSubmit || fields.some((name) => feedback.serverError(name) !== null)) {
      return false;
    }
    if (current === 1) return isEmailSettled && isMobileVerified(mobile);
    if (current === 2) return isPostalSettled && remoteProblem(F.postalCode) === null;
    return true;
  }

  const canContinue = section !== null && !isLeaving && isSectionValid(section);

  // --- server checks -------------------------------------------------------------------------

  function scheduleEmailCheck(email: string) {
    const value = email.trim();
    if (!ZEmail.safeParse(value).success) {
      timers.cancel('email');
      setEmailCheck(null);
      return;
    }
    setEmailCheck({ value, isPending: true, problem: null });
    // spec 001 §5 / §9: asked of the server 1000 ms after typing stops.
    timers.schedule(
      'email',
      () => {
        queryClient.fetchQuery(validateEmailQueryOptions(value)).then(
          (answer) =>
            settleEmail(
              value,
              answer.Success ? null : emailProblemOf(answer.errors[0]?.ErrorCodeID),
            ),
          // A check that could not run does not block the form; the submit is checked again.
          () => settleEmail(value, null),
        );
      },
      EMAIL_VALIDATION_DEBOUNCE_MS,
    );
  }

  function settleEmail(value: string, problem: RegistrationTextKey | null) {
    setEmailCheck((current) =>
      current?.value === value ? { value, isPending: false, problem } : current,
    );
  }

  function schedulePostalCheck(countryId: string, postcode: string) {
    const code = normalisePostalCode(postcode);
    const id = Number(countryId);
    // spec 001 §5: 83 once longer than 4 characters, 40 from the first; never under MINCETUR.
    if (isMincetur || countryId === '' || !postalBlockedRegionCheckApplies(id, code)) {
      timers.cancel('postal');
      setPostalCheck(null);
      return;
    }
    const key = postalKey(countryId, code);
    setPostalCheck({ value: key, isPending: true, problem: null });
    timers.schedule(
      'postal',
      () => {
        queryClient.fetchQuery(postcodeQueryOptions('check', id, code)).then(
          (answer) => settlePostal(key, answer.blocked ? 'registration_status_2001' : null),
          () => settlePostal(key, null),
        );
      },
      POSTAL_CHECK_DEBOUNCE_MS,
    );
  }

  function settlePostal(key: string, problem: RegistrationTextKey | null) {
    setPostalCheck((current) =>
      current?.value === key ? { value: key, isPending: false, problem } : current,
    );
  }

  // --- changes -------------------------------------------------------------------------------

  function handleChange(name: RegistrationFormField, raw: string) {
    const value = NUMERIC_FIELDS.has(name) ? numericOnly(raw, locale) : raw;
    form.setValue(name, value);
    setFormMessage(null);
    feedback.handleChange(name, { isChosen: CHOSEN_FIELDS.has(name) });

    if (name === F.email) scheduleEmailCheck(value);
    if (name === F.password) {
      // spec 001 §9: the password checklist follows 100 ms after typing stops.
      timers.schedule('password', () => setCheckedPassword(value), PASSWORD_CHECK_DEBOUNCE_MS);
    }
    if (name === F.postalCode || name === F.country) {
      const next = form.getValues();
      schedulePostalCheck(next[F.country], next[F.postalCode]);
    }
  }

  /** Several fields at once (a district and its department; the consent flags). */
  function handleChanges(changes: Partial<Record<RegistrationFormField, string>>) {
    const names = Object.keys(changes) as RegistrationFormField[];
    for (const name of names) form.setValue(name, changes[name] ?? '');
    setFormMessage(null);
    for (const name of names) feedback.handleChange(name, { isChosen: true });
  }

  function field(name: RegistrationFormField): FieldBinding {
    return {
      name,
      value: values[name],
      onChange: (value) => handleChange(name, value),
      onBlur: () => feedback.handleBlur(name),
      error: errorOf(name),
    };
  }

  // --- mobile verification (spec 001 §4) -----------------------------------------------------

  const canVerifyMobile =
    section === 1 &&
    feedback.problem(F.mobile) === null &&
    feedback.problem(F.mobilePrefix) === null &&
    canRequestVerification(mobile);

  async function handleVerifyMobile() {
    if (!canVerifyMobile) {
      feedback.revealNow([F.mobilePrefix, F.mobile]);
      return;
    }
    const verifying = number;
    const request = {
      mobile: normaliseMobile(values[F.mobile]),
      prefix: values[F.mobilePrefix].trim(),
      email: values[F.email].trim(),
    };
    setVerification({ status: 'validating', number: verifying });
    try {
      const answer = await validateMobile.mutateAsync(request);
      if (!answer.Success) {
        setVerification({
          status: 'failed',
          number: verifying,
          message: mobileRefusalMessage(answer),
        });
        return;
      }
      // spec 001 §4: no SMS with email verification on, the SMS feature off, or under TOBIQUE.
      if (!context.smsRequired) {
        setVerification({ status: 'verified', number: verifying });
        return;
      }
      const sms = await verifySms.mutateAsync({
        user_email: request.email,
        user_mobile: request.mobile,
        user_mobile_prefix: request.prefix,
      });
      setVerification(afterSms(sms, verifying));
    } catch {
      setVerification(unansweredVerification(verifying));
    }
  }

  // --- moving between sections --------------------------------------------------------------

  function goTo(next: RegistrationStep) {
    onNavigate();
    setStep(next);
    setFormMessage(null);
  }

  const isPostcodeValidatedOnServer =
    Number(values[F.country]) === POSTAL_SPECIAL_COUNTRY_IDS.validatedOnServer;

  /** spec 001 §5: a Canadian (40) postal code is validated by the server before leaving section 2. */
  async function isPostcodeAccepted(): Promise<boolean> {
    const id = Number(values[F.country]);
    const code = normalisePostalCode(values[F.postalCode]);
    try {
      const answer = await queryClient.fetchQuery(postcodeQueryOptions('validate', id, code));
      if (!answer.blocked) return true;
      if (answer.regionBlocked) {
        feedback.showServerErrors({ [F.postalCode]: t('registration_status_2001') });
      } else {
        // A format error clears the field (spec 001 §5).
        form.setValue(F.postalCode, '');
        setPostalCheck(null);
        feedback.showServerErrors({ [F.postalCode]: t('validation_postal_code') });
      }
      return false;
    } catch {
      // Unanswered: the submit is checked on the server all the same.
      return true;
    }
  }

  async function handleContinue() {
    if (section === null || isLastSection(section)) return;
    if (!canContinue) {
      feedback.revealAll();
      return;
    }
    if (section === 2 && isPostcodeValidatedOnServer) {
      setIsLeaving(true);
      const isAccepted = await isPostcodeAccepted();
      setIsLeaving(false);
      if (!isAccepted) return;
    }
    goTo(nextSection(section));
  }

  function handleBack() {
    if (section === null || section === 1) return;
    goTo(previousSection(section));
  }

  // --- submit --------------------------------------------------------------------------------

  function handleAnswer(result: RegistrationSubmitAnswer) {
    if (result.kind === 'failure') {
      pushToDataLayer({ event: 'FailedRegistration', status: result.answer.status });
      // The server's verdicts, in the catalog's words, under their fields until those change.
      const fieldNotices: Partial<Record<RegistrationFormField, string>> = {};
      for (const error of result.answer.errors) {
        const name = error.field as RegistrationFieldName | undefined;
        if (
          name !== undefined &&
          isRegistrationFormField(name) &&
          isRegistrationTextKey(error.key)
        ) {
          fieldNotices[name] ??= t(error.key);
        }
      }
      feedback.showServerErrors(fieldNotices);
      setFormMessage(failureMessage(result.answer));
      return;
    }
    pushToDataLayer(result.answer.registrationGtm);
    const outcome = outcomeOfSuccess(result.answer);
    switch (outcome.kind) {
      case 'redirect':
        loadPage(outcome.url);
        return;
      case 'email-verification':
        goTo(4);
        return;
      case 'reload':
        loadPage(currentPath());
        return;
    }
  }

  function handleSubmit() {
    if (section === null || !isLastSection(section) || submit.isPending) return;
    if (!canContinue) {
      feedback.revealAll();
      return;
    }
    setFormMessage(null);
    submit.mutate(
      { action, values: form.getValues(), bankIdOrder },
      {
        onSuccess: handleAnswer,
        onError: () => setFormMessage(UNANSWERED_FAILURE),
      },
    );
  }

  return {
    context,
    step,
    values,
    field,
    handleChanges,
    checkedPassword,
    isEmailChecking: currentEmailCheck?.isPending === true,
    isPostalChecking: currentPostalCheck?.isPending === true,
    mobile,
    canVerifyMobile,
    handleVerifyMobile,
    canContinue,
    isLeaving,
    handleContinue,
    handleBack,
    handleSubmit,
    isSubmitting: submit.isPending,
    formMessage,
  };
}

export type RegistrationFlow = ReturnType<typeof useRegistrationFlow>;
