/* A stand-in bcryptprimitives.dll for checking the Windows build under Debian's Wine 8, which lacks it: Rust's
 * standard library asks it for random bytes (ProcessPrng, Windows 10 and later). This one answers through
 * RtlGenRandom (advapi32's SystemFunction036), which Wine has. For scripts/check-release only: it never goes into
 * a release archive (Windows has the real DLL).
 *
 *   x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll wine-processprng-shim.c -ladvapi32
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
