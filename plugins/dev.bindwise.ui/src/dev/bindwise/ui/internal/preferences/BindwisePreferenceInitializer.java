package dev.bindwise.ui.internal.preferences;

import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;

/** Puts the defaults of the Bindwise preferences in place (declared in plugin.xml). */
public final class BindwisePreferenceInitializer extends AbstractPreferenceInitializer {

    @Override
    public void initializeDefaultPreferences() {
        BindwisePreferences.initializeDefaults();
    }
}
