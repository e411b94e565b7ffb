/* A stand-in for Windows' bcryptprimitives.dll, for the CI's Wine only (never
 * in the download). Rust's standard library asks it for random bytes
 * (ProcessPrng); Debian's Wine 8.0 does not have the DLL, so every Rust
 * program exits at start. Wine 9 has it; this goes when CI's Wine does. */
#include <windows.h>
#include <ntsecapi.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
    while (len > 0) {
        ULONG chunk = len > 0x10000000 ? 0x10000000 : (ULONG)len;
        if (!RtlGenRandom(data, chunk)) return FALSE;
        data += chunk;
        len -= chunk;
    }
    return TRUE;
}
