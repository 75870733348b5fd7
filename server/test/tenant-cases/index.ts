// Each feature's tenant cases, registered by import.
import './foundation';
