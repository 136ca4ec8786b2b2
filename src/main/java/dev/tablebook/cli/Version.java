package dev.tablebook.cli;

import picocli.CommandLine;

/** The version from the jar manifest (or "dev" when run from classes). */
final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = Main.class.getPackage().getImplementationVersion();
        return new String[] {"tablebook " + (v == null ? "dev" : v)};
    }
}
