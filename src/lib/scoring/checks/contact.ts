import { isEmailAddress } from '../../email.ts';
import type { Check } from './types.ts';

/** Name, e-mail, phone, location and links: what a recruiter (and an ATS) needs to get back to the candidate. */
export const contactChecks: Check = ({ cv }) => {
  const email = cv.email.trim();
  const phoneDigits = cv.phone.replace(/\D/g, '').length;
  const hasLocation = Boolean(cv.location.city.trim() || cv.location.country.trim());
  const hasLink = cv.links.some((l) => l.url.trim());
  return [
    {
      id: 'contact_name',
      label: 'Name',
      value: cv.first_name.trim() && cv.surname.trim() ? 1 : cv.first_name.trim() || cv.surname.trim() ? 0.5 : 0,
      advice: 'Put your full name at the top of the CV so recruiters and tracking systems file it under you',
    },
    {
      id: 'contact_email',
      label: 'Email address',
      value: isEmailAddress(email) ? 1 : email ? 0.5 : 0,
      advice: email
        ? 'Check your email address: it does not look complete'
        : 'Add an email address so recruiters can reply to you',
      strength: 'Your contact details are easy to find',
    },
    {
      id: 'contact_phone',
      label: 'Phone number',
      value: phoneDigits >= 7 ? 1 : phoneDigits > 0 ? 0.5 : 0,
      advice: phoneDigits > 0 ? 'Check your phone number: it looks too short' : 'Add a phone number so recruiters can call you',
      claim: { kind: phoneDigits > 0 ? 'filled' : 'empty', field: 'phone' },
    },
    {
      id: 'contact_location',
      label: 'Location',
      value: cv.location.city.trim() && cv.location.country.trim() ? 1 : hasLocation ? 0.75 : 0,
      advice: hasLocation
        ? 'Give both your town or city and country: recruiters often search by location'
        : 'Add your town or city and country: recruiters often search by location',
      claim: { kind: hasLocation ? 'filled' : 'empty', field: 'location' },
    },
    {
      id: 'contact_links',
      label: 'Profile links',
      value: hasLink ? 1 : 0,
      advice: 'Add a LinkedIn profile or portfolio link so recruiters can see more of your work',
      claim: { kind: 'empty', field: 'links' },
    },
  ];
};
