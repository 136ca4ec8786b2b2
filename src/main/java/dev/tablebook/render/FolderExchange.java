package dev.tablebook.render;

import com.sun.jna.LastErrorException;
import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Platform;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Exchanges two folders in one system call, so that at every instant each path names a whole
 * folder: {@code renameat2(RENAME_EXCHANGE)} on Linux (3.15 and later, on the file systems that
 * implement it: ext4, xfs, btrfs, tmpfs, overlayfs among them) and {@code renamex_np(RENAME_SWAP)}
 * on macOS (10.12 and later, APFS). Plain Java 17 reaches neither, so they are called through JNA.
 * Where the platform, the C library or the file system has no such call, {@link #exchange}
 * answers false and changes nothing, and the caller falls back to two renames.
 */
final class FolderExchange {
    /** Set to {@code renames} (the fault suite only), the exchange is not tried: the two renames are tested. */
    static final String PROPERTY = "tablebook.swap";

    private static final int AT_FDCWD = -100;
    private static final int RENAME_EXCHANGE = 2;
    private static final int RENAME_SWAP = 2;
    /** errno values that mean "not here": EINVAL, ENOSYS, EOPNOTSUPP (Linux); ENOTSUP, EINVAL (macOS). */
    private static final int EINVAL = 22;
    private static final int ENOSYS = 38;
    private static final int EOPNOTSUPP_LINUX = 95;
    private static final int ENOTSUP_MAC = 45;

    private interface LinuxC extends Library {
        int renameat2(int olddirfd, String oldpath, int newdirfd, String newpath, int flags) throws LastErrorException;
    }

    private interface MacC extends Library {
        int renamex_np(String from, String to, int flags) throws LastErrorException;
    }

    /** The C library's call, loaded on first use; null where there is none. */
    private static final class Calls {
        static final LinuxC LINUX = Platform.isLinux() ? load(LinuxC.class) : null;
        static final MacC MAC = Platform.isMac() ? load(MacC.class) : null;

        private static <T extends Library> T load(Class<T> type) {
            try {
                return Native.load(Platform.C_LIBRARY_NAME, type);
            } catch (UnsatisfiedLinkError | RuntimeException e) {
                return null;
            }
        }
    }

    private FolderExchange() {
    }

    /**
     * Exchanges {@code a} and {@code b}, two existing paths on one file system, in one step.
     * Returns false, with nothing changed, where that cannot be done here; throws when the call
     * was made and failed for another reason (a permission, a folder held open on another system).
     */
    static boolean exchange(Path a, Path b) throws IOException {
        if ("renames".equals(System.getProperty(PROPERTY))) {
            return false;
        }
        String from = a.toAbsolutePath().toString();
        String to = b.toAbsolutePath().toString();
        try {
            if (Calls.LINUX != null) {
                Calls.LINUX.renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE);
                return true;
            }
            if (Calls.MAC != null) {
                Calls.MAC.renamex_np(from, to, RENAME_SWAP);
                return true;
            }
            return false;
        } catch (UnsatisfiedLinkError e) {
            return false; // a C library without the call (glibc before 2.28, musl)
        } catch (LastErrorException e) {
            int errno = e.getErrorCode();
            if (errno == EINVAL || errno == ENOSYS || errno == EOPNOTSUPP_LINUX || errno == ENOTSUP_MAC) {
                return false; // the kernel or the file system has no exchange
            }
            throw new IOException("cannot exchange " + a + " and " + b + ": " + e.getMessage(), e);
        }
    }
}
