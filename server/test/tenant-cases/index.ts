// Each feature's tenant cases, registered by import.
import './foundation';
import './hotels-and-onboarding';
import './profile-photo';
import './billing';
import './ai-assist';
import './assets';
