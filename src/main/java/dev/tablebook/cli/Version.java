package dev.tablebook.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The version from the jar manifest, else from the version file the build fills in ("dev" without either). */
final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"tablebook " + number()};
    }

    static String number() {
        String v = Main.class.getPackage().getImplementationVersion();
        if (v != null) {
            return v;
        }
        try (InputStream in = Version.class.getResourceAsStream("/dev/tablebook/version.properties")) {
            if (in != null) {
                Properties p = new Properties();
                p.load(in);
                String fromBuild = p.getProperty("version", "");
                if (fromBuild.matches("[0-9][0-9A-Za-z.+-]*")) {
                    return fromBuild;
                }
            }
        } catch (IOException e) {
            // fall through to "dev"
        }
        return "dev";
    }
}
