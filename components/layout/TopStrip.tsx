import { Mail, MessageCircle, Phone } from '@/components/ui/icons';
import { ActionLink } from '@/components/ui/Button';
import { contact } from '@/content/site';
import { navLabels } from '@/content/navigation';

const item = 'strip-item';

/** E-mail, call and WhatsApp shortcuts plus the free-consultation note. */
export function TopStrip() {
  return (
    <div className="strip">
      <div className="container-page strip-row">
        <p className="strip-note">
          <span className="strip-dot" aria-hidden="true" />
          <span className="sm:hidden">{navLabels.freeConsultationShort}</span>
          <span className="hidden sm:inline">{navLabels.freeConsultationNote}</span>
        </p>
        <ul className="strip-links" aria-label="Quick contact">
          <li>
            <ActionLink unstyled className={item} action={{ kind: 'email', to: contact.supportEmail, subject: 'Enquiry from the website' }}>
              <Mail className="size-3.5" aria-hidden="true" />
              <span className="hidden md:inline">{contact.supportEmail}</span>
              <span className="md:hidden">Email</span>
            </ActionLink>
          </li>
          <li>
            <ActionLink unstyled className={item} action={{ kind: 'call', phone: contact.mainPhone }}>
              <Phone className="size-3.5" aria-hidden="true" />
              <span className="hidden md:inline">{contact.mainPhone}</span>
              <span className="md:hidden">Call</span>
            </ActionLink>
          </li>
          <li>
            <ActionLink unstyled className={item} action={{ kind: 'whatsapp' }}>
              <MessageCircle className="size-3.5" aria-hidden="true" />
              WhatsApp
            </ActionLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
