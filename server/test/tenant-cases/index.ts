// Each feature's tenant cases, registered by import.
import './foundation';
import './hotels-and-onboarding';
import './profile-photo';
import './billing';
import './ai-assist';
import './assets';
import './rooms';
import './galleries';
import './descriptions';
import './hotel-features';
import './area-info';
import './templates';
import './property-import';
import './ota';
import './dashboard';
